import type { ListFormField, OptionsFormField } from '@jamstalldhet/blocks';
import { Button } from '@jamstalldhet/blocks';
import type { ReactNode } from 'react';
import { errorAt, type FieldKeys, type FieldPlace } from './field-ids';
import { FieldMessages, hintText, labelText, messageProps } from './field-texts';
import { formLabels } from './form-labels';
import { ItemButtons } from './item-buttons';
import { addButtonId, useItemList } from './use-item-list';

interface ItemListGroupProps<Item> {
  /** The list's description: its label and help, what one item is called, its limits. */
  field: Pick<ListFormField | OptionsFormField, 'label' | 'help' | 'required' | 'itemLabel' | 'min' | 'max'>;
  items: readonly Item[];
  onChange: (items: Item[]) => void;
  /** Where the list is in the block, and the block's ids and errors. */
  place: FieldPlace;
  /** A new item, numbered for its place. */
  newItem: (number: number) => Item;
  /** The control to focus in an item just added. */
  addedFocus: (index: number) => string;
  /**
   * Each item's numbered legend ("Kort 2") is read but not shown: for items whose own control
   * already shows the number ("Svarsalternativ 2").
   * @default false
   */
  legendHidden?: boolean;
  /** A class for each item's group, besides `web-block-form__item`. */
  itemClassName?: string;
  /** The controls of one item, whose value is at `itemKeys`. */
  renderItem: (item: Item, index: number, itemKeys: FieldKeys) => ReactNode;
}

/**
 * A list field's frame, the same for answer options and repeated items: the list's group with
 * its legend, hint and error, each item in a numbered group of its own with its error and its
 * "Flytta upp", "Flytta ned" and "Ta bort", and "Lägg till …" after them. What an item holds is
 * the field's own (`renderItem`); moving, removing and adding, with focus and what is said, are
 * `useItemList`'s.
 */
export function ItemListGroup<Item>({
  field,
  items,
  onChange,
  place,
  newItem,
  addedFocus,
  legendHidden = false,
  itemClassName,
  renderItem,
}: ItemListGroupProps<Item>) {
  const { keys, idPrefix, errors } = place;
  const list = useItemList({
    items,
    onChange,
    keys,
    idPrefix,
    itemLabel: field.itemLabel,
    min: field.min,
    max: field.max,
    newItem,
    addedFocus,
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
            // A repeated id is the item's problem, not a field's: it is shown on the item.
            const itemError = errorAt(errors, itemKeys) ?? errorAt(errors, [...itemKeys, 'id']);
            return (
              <li key={list.itemKeys[index]}>
                <fieldset
                  id={itemId}
                  tabIndex={-1}
                  className={itemClassName ? `web-block-form__item ${itemClassName}` : 'web-block-form__item'}
                  {...messageProps(itemId, false, itemError)}
                >
                  <legend className={legendHidden ? 'jb-visually-hidden' : 'web-block-form__legend'}>
                    {formLabels.itemName(field.itemLabel, index + 1)}
                  </legend>
                  <FieldMessages id={itemId} error={itemError} />
                  {renderItem(item, index, itemKeys)}
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
        <Button id={addButtonId(list.listId)} variant="secondary" disabled={!list.canAdd} onClick={list.add}>
          {formLabels.add(field.itemLabel)}
        </Button>
      </div>
    </fieldset>
  );
}
