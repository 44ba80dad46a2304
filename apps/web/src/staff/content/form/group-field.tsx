import { type GroupFormField, newListItem } from '@jamstalldhet/blocks';
import { useBlockUpdate } from './block-update';
import { errorAt, fieldId } from './field-ids';
import { FieldMessages, labelText, messageProps } from './field-texts';
import { type FieldRecord, isRecord, withValue } from './field-values';
import type { ContainerProps } from './widget-props';

/**
 * A missing group's starting object: its fields' starting values, the way a new block gets
 * them, so that writing one field (a button's address) never leaves out one the contract needs
 * (its text). `newListItem` is the package's one rule for an object of fields' starting values.
 */
function groupStart(field: GroupFormField): FieldRecord {
  return newListItem({
    key: field.key,
    widget: 'list',
    label: field.label,
    itemLabel: field.label,
    fields: field.fields,
  });
}

/** A nested object (a button, a card side, a file) as one part of the form, under its legend. */
export function GroupField({
  field,
  value,
  keys,
  idPrefix,
  errors,
  renderFields,
}: ContainerProps<GroupFormField>) {
  const update = useBlockUpdate();
  const id = fieldId(idPrefix, keys);
  const error = errorAt(errors, keys);
  const record = isRecord(value) ? value : groupStart(field);
  return (
    // Focusable from an error summary's link, which may name the whole group.
    <fieldset
      id={id}
      tabIndex={-1}
      className="web-block-form__group"
      {...messageProps(id, field.help, error)}
    >
      <legend className="web-block-form__legend">{labelText(field)}</legend>
      <FieldMessages id={id} hint={field.help} error={error} />
      {renderFields(field.fields, record, keys, (key, next) =>
        update(keys, (current) => withValue(isRecord(current) ? current : groupStart(field), key, next)),
      )}
    </fieldset>
  );
}
