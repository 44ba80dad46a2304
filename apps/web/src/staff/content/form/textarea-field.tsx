import { TextareaField as PackageTextareaField, type TextareaFormField } from '@jamstalldhet/blocks';
import { fieldPlace } from './field-ids';
import { hintText, labelText } from './field-texts';
import { textOf } from './field-values';
import { formLabels } from './form-labels';
import type { WidgetProps } from './widget-props';

/** Plain text over several lines, never read as HTML. */
export function TextareaField(props: WidgetProps<TextareaFormField>) {
  const { field, value, onChange } = props;
  const { id, error } = fieldPlace(props);
  const text = textOf(value);
  return (
    <PackageTextareaField
      inputId={id}
      label={labelText(field)}
      hint={hintText(field.help, field.maxLength !== undefined && formLabels.maxLength(field.maxLength))}
      error={error}
      rows={4}
      value={text}
      maxLength={field.maxLength}
      aria-required={field.required ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
