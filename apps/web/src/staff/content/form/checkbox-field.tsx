import type { CheckboxFormField } from '@jamstalldhet/blocks';
import { fieldPlace } from './field-ids';
import { FieldMessages, labelText, messageProps } from './field-texts';
import type { WidgetProps } from './widget-props';

/** A yes-or-no field, written as `true` or `false`. */
export function CheckboxField(props: WidgetProps<CheckboxFormField>) {
  const { field, value, onChange } = props;
  const { id, error } = fieldPlace(props);
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
