import { type ListFormField, newListItem } from '@jamstalldhet/blocks';
import { useBlockUpdate } from './block-update';
import { fieldId } from './field-ids';
import { type FieldRecord, isRecord, withValue } from './field-values';
import { ItemListGroup } from './item-list-group';
import type { ContainerProps } from './widget-props';

/**
 * Repeated items (list entries, cards, files, folders), each with its own fields under a
 * numbered legend ("Kort 2"), and buttons to move, remove and add them. Items that carry an id
 * get it from `newListItem`; it is never shown.
 */
export function ListField(props: ContainerProps<ListFormField>) {
  const { field, value, onChange, renderFields, idPrefix, keys } = props;
  const update = useBlockUpdate();
  const items: readonly FieldRecord[] = Array.isArray(value)
    ? value.map((item) => (isRecord(item) ? item : {}))
    : [];
  return (
    <ItemListGroup
      field={field}
      items={items}
      onChange={onChange}
      place={props}
      newItem={() => newListItem(field)}
      addedFocus={(index) => fieldId(idPrefix, [...keys, index])}
      renderItem={(item, _index, itemKeys) =>
        renderFields(field.fields, item, itemKeys, (key, next) =>
          update(itemKeys, (current) => withValue(isRecord(current) ? current : {}, key, next)),
        )
      }
    />
  );
}
