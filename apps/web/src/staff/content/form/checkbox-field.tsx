import type { CheckboxFormField } from '@jamstalldhet/blocks';
import { errorAt, fieldId } from './field-ids';
import { FieldMessages, labelText, messageProps } from './field-texts';
import type { WidgetProps } from './widget-props';

/** A yes-or-no field, written as `true` or `false`. */
export function CheckboxField({
  field,
  value,
  keys,
  onChange,
  idPrefix,
  errors,
}: WidgetProps<CheckboxFormField>) {
  const id = fieldId(idPrefix, keys);
  const error = errorAt(errors, keys);
  return (
    <div className="jb-field web-block-form__check" data-state={error ? 'error' : undefined}>
      <div className="web-block-form__check-row">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          {...messageProps(id, field.help, error)}
        />
        <label htmlFor={id}>{labelText(field)}</label>
      </div>
      <FieldMessages id={id} hint={field.help} error={error} />
    </div>
  );
}
