/*
 * Immutable updates of a block's plain JSON: a form never changes the object it was given, so
 * the draft's history and its comparison with the saved version stay right.
 */

/** A JSON object as the form reads it (a block, an item, a group). */
export type FieldRecord = Readonly<Record<string, unknown>>;

import { isRecord } from '@jamstalldhet/contract';

export { isRecord };

/** `record` with `key` set to `value`; `undefined` leaves the key out (the block's default). */
export function withValue(record: FieldRecord, key: string, value: unknown): FieldRecord {
  const { [key]: _old, ...rest } = record;
  return value === undefined ? rest : { ...rest, [key]: value };
}

/** The array with the entry at `index` replaced. */
export function replacedAt<Item>(items: readonly Item[], index: number, item: Item): Item[] {
  return items.map((entry, at) => (at === index ? item : entry));
}

/** The array with the entry at `from` moved to `to`. */
export function movedTo<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) {
    next.splice(to, 0, moved);
  }
  return next;
}

/** The array without the entry at `index`. */
export function removedAt<Item>(items: readonly Item[], index: number): Item[] {
  return items.filter((_entry, at) => at !== index);
}

/** The value as a string for a text control: anything else (a missing field) is ''. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * `root` with the value at `keys` replaced by `update(current)`, every object and array on the
 * way copied; a missing object on the way starts empty, a missing array entry is left alone.
 *
 * @example updatedIn({ button: { url: '' } }, ['button', 'url'], () => '/om') // { button: { url: '/om' } }
 */
export function updatedIn(
  root: unknown,
  keys: readonly (string | number)[],
  update: (current: unknown) => unknown,
): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) {
    return update(root);
  }
  if (typeof key === 'number') {
    const items: readonly unknown[] = Array.isArray(root) ? root : [];
    return items.map((entry, index) => (index === key ? updatedIn(entry, rest, update) : entry));
  }
  const record = isRecord(root) ? root : {};
  return withValue(record, key, updatedIn(record[key], rest, update));
}
