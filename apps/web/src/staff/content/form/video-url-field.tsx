import type { VideoUrlFormField } from '@jamstalldhet/blocks';
import { AddressInput } from './address-input';
import { errorAt, fieldId } from './field-ids';
import { labelText } from './field-texts';
import { textOf } from './field-values';
import type { WidgetProps } from './widget-props';

/** A YouTube or Vimeo address; the draft checks say when the players would not know it. */
export function VideoUrlField({
  field,
  value,
  keys,
  onChange,
  idPrefix,
  errors,
}: WidgetProps<VideoUrlFormField>) {
  return (
    <AddressInput
      id={fieldId(idPrefix, keys)}
      label={labelText(field)}
      hint={field.help}
      error={errorAt(errors, keys)}
      value={textOf(value)}
      required={field.required}
      onChange={onChange}
    />
  );
}
