import { formatIssuePath, isRecord } from '@jamstalldhet/contract';
import type { DraftConflict } from './draft-conflict';
import { changedAt, MISSING, valueAt } from './json-at';
import { sameJson } from './same-json';

type Keys = ReadonlyArray<string | number>;

/**
 * The document with one conflict of a merge decided the other way (issue 24's "Använd deras"):
 * the value the merge did not keep is put at the conflict's place (their value, or this
 * editor's removal when theirs was kept); for two orders, the list takes their order.
 *
 * Null when the place no longer holds what the merge kept there (the editor has changed it
 * since, or moved what leads to it): the choice is then left to the editor, rather than written
 * over a newer edit.
 *
 * @example chooseOtherValue(merged, conflict) // merged with `conflict.theirs` at `conflict.keys`
 */
export function chooseOtherValue<D>(document: D, conflict: DraftConflict): D | null {
  const current = valueAt(document, conflict.keys);
  if (conflict.moved) {
    return null;
  }
  if (conflict.order !== undefined) {
    return Array.isArray(current) ? withOrder(document, conflict, current, conflict.order) : null;
  }
  const [kept, other] =
    conflict.kept === 'mine' ? [conflict.mine, conflict.theirs] : [conflict.theirs, conflict.mine];
  if (current === MISSING || !sameJson(current, kept)) {
    return null;
  }
  return changedAt(document, conflict.keys, other === undefined ? MISSING : other) as D;
}

/** The list with the conflict's items in their order, in the places those items hold now. */
function withOrder<D>(document: D, conflict: DraftConflict, list: unknown[], itemKey: string): D | null {
  const mine = conflict.mine as unknown[];
  const theirs = conflict.theirs as unknown[];
  const idOf = (item: unknown) => (isRecord(item) ? item[itemKey] : undefined);
  const places = list.flatMap((item, index) => (mine.includes(idOf(item)) ? [index] : []));
  if (
    !sameJson(
      places.map((index) => idOf(list[index])),
      mine,
    )
  ) {
    return null;
  }
  const reordered = [...list];
  theirs.forEach((id, order) => {
    reordered[places[order] as number] = list.find((item) => idOf(item) === id);
  });
  return changedAt(document, conflict.keys, reordered) as D;
}

/**
 * The conflicts left after `chosen` was decided with {@link chooseOtherValue}: when that removed
 * an item of a list, the places after it in that list move up by one, and places inside it go.
 */
export function conflictsAfterChoice(
  conflicts: readonly DraftConflict[],
  chosen: DraftConflict,
): DraftConflict[] {
  const rest = conflicts.filter((conflict) => conflict !== chosen);
  const removedValue = chosen.kept === 'mine' ? chosen.theirs : chosen.mine;
  const removesItem =
    chosen.order === undefined && removedValue === undefined && typeof chosen.keys.at(-1) === 'number';
  return removesItem ? afterRemoval(rest, chosen.keys) : rest;
}

/**
 * Conflicts with their places as they are once the list item at `removed` is gone: later items
 * of that list one place up, anything inside the removed item dropped.
 */
export function afterRemoval(conflicts: readonly DraftConflict[], removed: Keys): DraftConflict[] {
  const list = removed.slice(0, -1);
  const index = removed.at(-1) as number;
  return conflicts.flatMap((conflict) => {
    const { keys } = conflict;
    const inList = keys.length > list.length && list.every((key, at) => keys[at] === key);
    const at = keys[list.length];
    if (!inList || typeof at !== 'number' || at < index) {
      return [conflict];
    }
    if (at === index) {
      return [];
    }
    const moved = [...list, at - 1, ...keys.slice(list.length + 1)];
    return [{ ...conflict, keys: moved, path: formatIssuePath(moved) }];
  });
}
