import { formatIssuePath } from '@jamstalldhet/contract';

/** Where a value is in a block: its keys from the block down, e.g. `['answers', 1, 'label']`. */
export type FieldKeys = readonly (string | number)[];

// Ids may hold anything but whitespace; a prefix made from content must not split one.
const WHITESPACE = /\s+/g;

/**
 * The id of the control that edits the value at `keys` in a block, unique on a page with many
 * blocks when each block's form has its own `idPrefix`. An error summary links to it from a
 * problem's path (`#${fieldId(prefix, keys)}`).
 *
 * @example fieldId('b-7kq2', ['answers', 1, 'label']) // 'b-7kq2-answers-1-label'
 */
export function fieldId(idPrefix: string, keys: FieldKeys): string {
  return [idPrefix.replace(WHITESPACE, '_'), ...keys].join('-');
}

// `answers[1].label` → answers, 1, label; `components[0][3]` → components, 0, 3.
const PATH_PART = /([^.[\]]+)|\[(\d+)\]/g;

/**
 * The keys of a path as the contract writes it (`formatIssuePath`).
 *
 * @example pathKeys('answers[1].label') // ['answers', 1, 'label']
 */
export function pathKeys(path: string): (string | number)[] {
  return [...path.matchAll(PATH_PART)].map(([, name, index]) =>
    index === undefined ? String(name) : Number(index),
  );
}

/**
 * The id of the control to focus for a problem at `path` in a block (relative to the block, as
 * `errors` of `BlockFormFields` are keyed): the field's control, or for an id the form never
 * shows (an answer option's or an item's `id`) the option or item it belongs to.
 *
 * @example fieldIdOfPath('b-7kq2', 'answers[1].id') // 'b-7kq2-answers-1'
 */
export function fieldIdOfPath(idPrefix: string, path: string): string {
  const keys = pathKeys(path);
  return fieldId(idPrefix, keys.at(-1) === 'id' ? keys.slice(0, -1) : keys);
}

/** The message `errors` holds for the value at `keys`, if any. */
export function errorAt(errors: Readonly<Record<string, string>>, keys: FieldKeys): string | undefined {
  return errors[formatIssuePath(keys)];
}

/** Where a widget's value is: what its control's id and its error are made from. */
export interface FieldPlace {
  idPrefix: string;
  keys: FieldKeys;
  errors: Readonly<Record<string, string>>;
}

/**
 * A widget's control id and the error shown next to it.
 *
 * @example const { id, error } = fieldPlace(props)
 */
export function fieldPlace({ idPrefix, keys, errors }: FieldPlace): {
  id: string;
  error: string | undefined;
} {
  return { id: fieldId(idPrefix, keys), error: errorAt(errors, keys) };
}
