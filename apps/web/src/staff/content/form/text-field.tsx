import { FormField, type TextFormField } from '@jamstalldhet/blocks';
import { errorAt, fieldId } from './field-ids';
import { hintText, labelText } from './field-texts';
import { textOf } from './field-values';
import { formLabels } from './form-labels';
import type { WidgetProps } from './widget-props';

/** A one-line text, kept as the editor typed it: plain text, never read as HTML. */
export function TextField({ field, value, keys, onChange, idPrefix, errors }: WidgetProps<TextFormField>) {
  const text = textOf(value);
  return (
    <FormField
      inputId={fieldId(idPrefix, keys)}
      label={labelText(field)}
      hint={hintText(field.help, field.maxLength !== undefined && formLabels.maxLength(field.maxLength))}
      error={errorAt(errors, keys)}
      type="text"
      autoComplete="off"
      value={text}
      maxLength={field.maxLength}
      aria-required={field.required ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
