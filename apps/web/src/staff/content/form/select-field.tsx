import type { SelectFormField } from '@jamstalldhet/blocks';
import { fieldPlace } from './field-ids';
import { FieldMessages, labelText, messageProps } from './field-texts';
import { formLabels } from './form-labels';
import type { WidgetProps } from './widget-props';

// The empty choice's value: choosing it leaves the field out, the block's default look.
const EMPTY = '';

/** A value chosen from the contract's list for the field, or the empty choice that removes it. */
export function SelectField(props: WidgetProps<SelectFormField>) {
  const { field, value, onChange } = props;
  const { id, error } = fieldPlace(props);
  const current = typeof value === 'string' ? value : EMPTY;
  // Older content may hold a value the list no longer has: shown as it is, so the select does not
  // claim another value; the draft checks name it.
  const unknown = current !== EMPTY && !field.choices.some((choice) => choice.value === current);
  return (
    <div className="jb-field" data-state={error ? 'error' : undefined}>
      <label className="jb-field__label" htmlFor={id}>
        {labelText(field)}
      </label>
      <FieldMessages id={id} hint={field.help} error={error} />
      <select
        id={id}
        className="jb-field__input"
        value={current}
        aria-required={field.required ? true : undefined}
        onChange={(event) => onChange(event.target.value === EMPTY ? undefined : event.target.value)}
        {...messageProps(id, field.help, error)}
      >
        {field.emptyLabel !== undefined && <option value={EMPTY}>{field.emptyLabel}</option>}
        {unknown && <option value={current}>{formLabels.unknownChoice(current)}</option>}
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
