import { FormField, type NumberFormField } from '@jamstalldhet/blocks';
import { useState } from 'react';
import { fieldPlace } from './field-ids';
import { hintText, labelText } from './field-texts';
import { formLabels } from './form-labels';
import type { WidgetProps } from './widget-props';

const WHOLE_NUMBER = /^-?\d+$/;

function inRange(number: number, field: NumberFormField): boolean {
  return (field.min === undefined || number >= field.min) && (field.max === undefined || number <= field.max);
}

/**
 * A whole number. What the editor types is kept here until it is a number within the limits;
 * only then is it written, so the block never holds text or a number out of range.
 */
export function NumberField(props: WidgetProps<NumberFormField>) {
  const { field, value, onChange } = props;
  const { id, error } = fieldPlace(props);
  const written = typeof value === 'number' ? String(value) : '';
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? written;
  const invalid = typed !== null && typed !== written;
  return (
    <FormField
      inputId={id}
      label={labelText(field)}
      hint={hintText(field.help, formLabels.numberRange(field.min, field.max))}
      error={error ?? (invalid ? formLabels.numberInvalid(field.min, field.max) : undefined)}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      aria-required={field.required ? true : undefined}
      onChange={(event) => {
        const next = event.target.value.trim();
        const number = Number(next);
        if (WHOLE_NUMBER.test(next) && inRange(number, field)) {
          setTyped(null);
          onChange(number);
        } else {
          setTyped(event.target.value);
        }
      }}
    />
  );
}
