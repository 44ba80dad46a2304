import { type ListFormField, newListItem } from '@jamstalldhet/blocks';
import { useBlockUpdate } from './block-update';
import { errorAt, fieldId } from './field-ids';
import { FieldMessages, hintText, labelText, messageProps } from './field-texts';
import { type FieldRecord, isRecord, withValue } from './field-values';
import { formLabels } from './form-labels';
import { ItemButtons } from './item-buttons';
import { addButtonId, useItemList } from './use-item-list';
import type { ContainerProps } from './widget-props';

/**
 * Repeated items (list entries, cards, files, folders), each with its own fields under a
 * numbered legend ("Kort 2"), and buttons to move, remove and add them. Items that carry an id
 * get it from `newListItem`; it is never shown.
 */
export function ListField({
  field,
  value,
  keys,
  onChange,
  idPrefix,
  errors,
  renderFields,
}: ContainerProps<ListFormField>) {
  const update = useBlockUpdate();
  const items: readonly FieldRecord[] = Array.isArray(value)
    ? value.map((item) => (isRecord(item) ? item : {}))
    : [];
  const list = useItemList({
    items,
    onChange,
    keys,
    idPrefix,
    itemLabel: field.itemLabel,
    min: field.min,
    max: field.max,
    newItem: () => newListItem(field),
    addedFocus: (index) => fieldId(idPrefix, [...keys, index]),
  });
  const error = errorAt(errors, keys);
  const hint = hintText(field.help, formLabels.count(field.min, field.max));
  return (
    <fieldset
      id={list.listId}
      tabIndex={-1}
      className="web-block-form__group"
      {...messageProps(list.listId, hint, error)}
    >
      <legend className="web-block-form__legend">{labelText(field)}</legend>
      <FieldMessages id={list.listId} hint={hint} error={error} />
      {items.length > 0 && (
        <ol className="web-block-form__items">
          {items.map((item, index) => {
            const itemKeys = [...keys, index];
            const itemId = list.itemId(index);
            const itemError = errorAt(errors, itemKeys) ?? errorAt(errors, [...itemKeys, 'id']);
            return (
              <li key={list.itemKeys[index]}>
                <fieldset
                  id={itemId}
                  tabIndex={-1}
                  className="web-block-form__item"
                  {...messageProps(itemId, false, itemError)}
                >
                  <legend className="web-block-form__legend">
                    {formLabels.itemName(field.itemLabel, index + 1)}
                  </legend>
                  <FieldMessages id={itemId} error={itemError} />
                  {renderFields(field.fields, item, itemKeys, (key, next) =>
                    update(itemKeys, (current) => withValue(isRecord(current) ? current : {}, key, next)),
                  )}
                  <ItemButtons
                    itemId={itemId}
                    itemLabel={field.itemLabel}
                    index={index}
                    count={items.length}
                    canRemove={list.canRemove}
                    onMove={(to) => list.move(index, to)}
                    onRemove={() => list.remove(index)}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <button
          id={addButtonId(list.listId)}
          type="button"
          className="jb-button"
          data-variant="secondary"
          disabled={!list.canAdd}
          onClick={list.add}
        >
          {formLabels.add(field.itemLabel)}
        </button>
      </div>
    </fieldset>
  );
}
