import { useEffect, useRef } from 'react';
import { type FieldKeys, fieldId } from './field-ids';
import { movedTo, removedAt } from './field-values';
import { useAnnounce } from './form-announcer';
import { formLabels } from './form-labels';

interface ItemListOptions<Item> {
  items: readonly Item[];
  onChange: (items: Item[]) => void;
  keys: FieldKeys;
  idPrefix: string;
  /** What one item is called ("Alternativ"), numbered when said. */
  itemLabel: string;
  min: number | undefined;
  max: number | undefined;
  /** A new item, numbered for its place. */
  newItem: (number: number) => Item;
  /** The control to focus in an item just added: where the editor goes on typing. */
  addedFocus: (index: number) => string;
}

/** The id of a button of an item: `up`, `down` or `remove`, after the item's own id. */
export function itemButtonId(itemId: string, action: 'up' | 'down' | 'remove'): string {
  return `${itemId}-${action}`;
}

/** The id of a list's "Lägg till" button. */
export function addButtonId(listId: string): string {
  return `${listId}-add`;
}

/**
 * Moving, removing and adding the items of a list field (answer options, list entries). Each
 * item gets a React key of its own that follows it when it moves, so a moved item keeps its
 * editor (a rich-text field's caret); ids of content are never used, as two items could share
 * one in hostile or broken content. After each change focus goes somewhere that still exists
 * (a moved item's button, the item after a removed one, the new item), and the change is said
 * in the form's live region: a button that disappears must not drop focus to the page.
 */
export function useItemList<Item>(options: ItemListOptions<Item>) {
  const { items, onChange, keys, idPrefix, itemLabel, min, max, newItem, addedFocus } = options;
  const announce = useAnnounce();
  const listId = fieldId(idPrefix, keys);
  const itemId = (index: number) => fieldId(idPrefix, [...keys, index]);
  const counter = useRef(0);
  const itemKeys = useRef<string[]>([]);
  const focusNext = useRef<string | null>(null);

  // Content replaced from elsewhere (a reload, a merge) with another number of items.
  while (itemKeys.current.length < items.length) {
    counter.current += 1;
    itemKeys.current.push(`item-${counter.current}`);
  }
  itemKeys.current.length = items.length;

  useEffect(() => {
    if (focusNext.current !== null) {
      document.getElementById(focusNext.current)?.focus();
      focusNext.current = null;
    }
  });

  const canRemove = items.length > (min ?? 0);
  const canAdd = max === undefined || items.length < max;

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length) {
      return;
    }
    itemKeys.current = movedTo(itemKeys.current, from, to);
    // The same button again, unless the item reached the end where that button is disabled.
    const direction = to < from ? (to > 0 ? 'up' : 'down') : to < items.length - 1 ? 'down' : 'up';
    focusNext.current = itemButtonId(itemId(to), direction);
    onChange(movedTo(items, from, to));
    announce(formLabels.moved(itemLabel, from + 1, to + 1));
  }

  function remove(index: number) {
    if (!canRemove) {
      return;
    }
    itemKeys.current = removedAt(itemKeys.current, index);
    const left = items.length - 1;
    focusNext.current = left === 0 ? addButtonId(listId) : itemId(Math.min(index, left - 1));
    onChange(removedAt(items, index));
    announce(formLabels.removed(itemLabel, index + 1));
  }

  function add() {
    if (!canAdd) {
      return;
    }
    counter.current += 1;
    itemKeys.current = [...itemKeys.current, `item-${counter.current}`];
    focusNext.current = addedFocus(items.length);
    onChange([...items, newItem(items.length + 1)]);
    announce(formLabels.added(itemLabel, items.length + 1));
  }

  return { itemKeys: itemKeys.current, listId, itemId, canRemove, canAdd, move, remove, add };
}
