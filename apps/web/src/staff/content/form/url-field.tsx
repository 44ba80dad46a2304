import type { UrlFormField } from '@jamstalldhet/blocks';
import { AddressInput } from './address-input';
import { errorAt, fieldId } from './field-ids';
import { labelText } from './field-texts';
import { textOf } from './field-values';
import { formLabels } from './form-labels';
import type { WidgetProps } from './widget-props';

/** A link's address: `https:`, `mailto:` or a path on the site, as the draft checks allow. */
export function UrlField({ field, value, keys, onChange, idPrefix, errors }: WidgetProps<UrlFormField>) {
  return (
    <AddressInput
      id={fieldId(idPrefix, keys)}
      label={labelText(field)}
      hint={field.help ?? formLabels.urlHelp}
      error={errorAt(errors, keys)}
      value={textOf(value)}
      required={field.required}
      onChange={onChange}
    />
  );
}
