import type { VideoUrlFormField } from '@jamstalldhet/blocks';
import { AddressInput } from './address-input';
import { fieldPlace } from './field-ids';
import { labelText } from './field-texts';
import { textOf } from './field-values';
import type { WidgetProps } from './widget-props';

/** A YouTube or Vimeo address; the draft checks say when the players would not know it. */
export function VideoUrlField(props: WidgetProps<VideoUrlFormField>) {
  const { field, value, onChange } = props;
  const { id, error } = fieldPlace(props);
  return (
    <AddressInput
      id={id}
      label={labelText(field)}
      hint={field.help}
      error={error}
      value={textOf(value)}
      required={field.required}
      onChange={onChange}
    />
  );
}
