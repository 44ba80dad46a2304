import { formatIssuePath, isRecord } from '@jamstalldhet/contract';
import type { DraftConflict } from './draft-conflict';
import { settleMovedBlocks } from './draft-merge-moves';
import { mergeIntoStructure, samePlaces } from './draft-merge-outline';
import { sameJson } from './same-json';

export type { DraftConflict };
export { sameJson };

/** What {@link mergeDrafts} gives: the merged document and every place both editors changed. */
export interface DraftMerge<D> {
  document: D;
  conflicts: DraftConflict[];
}

/** A key or an item that one of the three documents does not have. */
const ABSENT: unique symbol = Symbol('absent');

type Keys = Array<string | number>;
type Json = Record<string, unknown>;

/** What lists are merged by: a block's `block_id`, else an answer option's (or a term's) `id`. */
const ITEM_KEYS = ['block_id', 'id'] as const;
type ItemKey = (typeof ITEM_KEYS)[number];

/**
 * Merges two editors' drafts of one document (issue 24): `base` is the version this editor
 * started from, `mine` this editor's document now, `theirs` the newer draft another editor saved
 * meanwhile.
 *
 * - Where only one side changed a value, that side's value is taken; objects merge key by key.
 * - Where both changed a value differently, `mine` is kept and the place is reported.
 * - Lists of blocks (`block_id`) and of answer options (`id`) merge by id, not by position: one
 *   editor's move and the other's edit of the same block both stay; an item added on either side
 *   is kept at its place; an item removed on one side and unchanged on the other goes; one
 *   removed on one side and changed on the other is kept, changed, and reported. A removed key
 *   that the other side changed is kept the same way: a merge never loses an edit silently.
 * - Other lists (a course's chapters, an episode's pages) have no ids: they merge element by
 *   element while every element holds the same blocks on all three sides. When one side added,
 *   removed or moved chapters, episodes or pages and the other changed only blocks, the first's
 *   structure is kept and the other's pages are merged into the pages that hold the same blocks
 *   (draft-merge-outline.ts). Otherwise the list is one value: this editor's, reported.
 *
 * - A block moved to another page is one block across the document (draft-merge-moves.ts): moved
 *   by both to different places, it goes to this editor's place, reported; moved by one and
 *   removed by the other, it goes unless the mover changed it (then it stays, reported).
 *
 * Without `base` (unknown), whatever only one side has is kept and every difference is reported.
 * Pure: the inputs are not changed, and unchanged parts of the result are shared with them.
 *
 * @example
 * mergeDrafts({ title: 'A', slug: 'a' }, { title: 'B', slug: 'a' }, { title: 'A', slug: 'b' });
 * // { document: { title: 'B', slug: 'b' }, conflicts: [] }
 */
export function mergeDrafts<D>(base: D | undefined, mine: D, theirs: D): DraftMerge<D> {
  const conflicts: DraftConflict[] = [];
  const merged = merge(base === undefined ? ABSENT : base, mine, theirs, [], conflicts);
  const document =
    base === undefined
      ? merged
      : settleMovedBlocks(base, mine, theirs, merged, conflicts, (b, m, t, keys) =>
          merge(b === undefined ? ABSENT : b, m, t, keys, conflicts),
        );
  return { document: document as D, conflicts };
}

function merge(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  keys: Keys,
  conflicts: DraftConflict[],
): unknown {
  if (sameJson(mine, theirs) || sameJson(base, theirs)) {
    return mine;
  }
  if (sameJson(base, mine)) {
    return theirs;
  }
  if (isRecord(mine) && isRecord(theirs)) {
    return mergeRecords(isRecord(base) ? base : {}, mine, theirs, keys, conflicts);
  }
  if (Array.isArray(mine) && Array.isArray(theirs)) {
    const baseList = Array.isArray(base) ? base : null;
    const itemKey = keyOfLists([baseList ?? [], mine, theirs]);
    if (itemKey !== null) {
      return mergeKeyedLists(baseList ?? [], mine as Json[], theirs as Json[], itemKey, keys, conflicts);
    }
    if (
      baseList === null
        ? samePlaces(mine, theirs)
        : samePlaces(baseList, mine) && samePlaces(baseList, theirs)
    ) {
      return mine.map((item, index) =>
        merge(baseList === null ? ABSENT : baseList[index], item, theirs[index], [...keys, index], conflicts),
      );
    }
    if (baseList !== null) {
      const mergeAt = (b: unknown, m: unknown, t: unknown, at: Keys) => merge(b, m, t, at, conflicts);
      const merged =
        mergeIntoStructure(baseList, mine, theirs, true, keys, mergeAt) ??
        mergeIntoStructure(baseList, theirs, mine, false, keys, mergeAt);
      if (merged !== null) {
        return merged;
      }
    }
  }
  conflicts.push({
    path: formatIssuePath(keys),
    keys,
    mine: shown(mine),
    theirs: shown(theirs),
    kept: mine === ABSENT ? 'theirs' : 'mine',
  });
  // A removal loses to a change: the changed value stays, reported, so nothing is lost unseen.
  return mine === ABSENT ? theirs : mine;
}

function mergeRecords(base: Json, mine: Json, theirs: Json, keys: Keys, conflicts: DraftConflict[]): Json {
  const merged: Json = {};
  // This editor's key order first: it is what their screen shows.
  const names = new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)]);
  for (const name of names) {
    const value = merge(own(base, name), own(mine, name), own(theirs, name), [...keys, name], conflicts);
    if (value !== ABSENT) {
      // defineProperty: a key named `__proto__` must stay a key, not become the prototype.
      Object.defineProperty(merged, name, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  return merged;
}

/**
 * Lists merged by their items' ids. The order is the order of the side that moved items (this
 * editor's when both did, reported); items only the other side has are placed after the item
 * they follow there.
 */
function mergeKeyedLists(
  base: Json[],
  mine: Json[],
  theirs: Json[],
  itemKey: ItemKey,
  keys: Keys,
  conflicts: DraftConflict[],
): Json[] {
  const idOf = (item: Json) => idText(item[itemKey]);
  const baseById = byId(base, idOf);
  const mineById = byId(mine, idOf);
  const theirsById = byId(theirs, idOf);
  const staying = (item: Json) => {
    const id = idOf(item);
    const before = baseById.get(id);
    // In both, added on one side, or removed on one side after the other changed it.
    return (mineById.has(id) && theirsById.has(id)) || before === undefined || !sameJson(before, item);
  };
  const mineOrder = mine.filter(staying).map(idOf);
  const theirsOrder = theirs.filter(staying).map(idOf);

  const inAll = (id: string) => baseById.has(id) && mineById.has(id) && theirsById.has(id);
  const baseMoves = base.map(idOf).filter(inAll);
  const mineMoves = mineOrder.filter(inAll);
  const theirsMoves = theirsOrder.filter(inAll);
  const theyMoved = !sameOrder(theirsMoves, baseMoves);
  const iMoved = !sameOrder(mineMoves, baseMoves);
  if (theyMoved && iMoved && !sameOrder(mineMoves, theirsMoves)) {
    conflicts.push({
      path: formatIssuePath(keys),
      keys,
      mine: mineMoves.map((id) => mineById.get(id)?.[itemKey]),
      theirs: theirsMoves.map((id) => theirsById.get(id)?.[itemKey]),
      kept: 'mine',
      order: itemKey,
    });
  }
  const [leading, following] = theyMoved && !iMoved ? [theirsOrder, mineOrder] : [mineOrder, theirsOrder];
  const order = withOtherItems(leading, following);

  return order.map((id, index) => {
    const place = [...keys, index];
    const mineItem = mineById.get(id);
    const theirItem = theirsById.get(id);
    if (mineItem !== undefined && theirItem !== undefined) {
      return merge(baseById.get(id) ?? ABSENT, mineItem, theirItem, place, conflicts) as Json;
    }
    if (baseById.has(id)) {
      // Removed on one side, changed on the other: kept, and said.
      conflicts.push({
        path: formatIssuePath(place),
        keys: place,
        mine: mineItem,
        theirs: theirItem,
        kept: mineItem === undefined ? 'theirs' : 'mine',
      });
    }
    return (mineItem ?? theirItem) as Json;
  });
}

/** `leading`, with each id only `following` has put after the id it follows there. */
function withOtherItems(leading: string[], following: string[]): string[] {
  const order = [...leading];
  following.forEach((id, index) => {
    if (order.includes(id)) {
      return;
    }
    let at = 0;
    for (let back = index - 1; back >= 0; back -= 1) {
      const place = order.indexOf(following[back] as string);
      if (place >= 0) {
        at = place + 1;
        break;
      }
    }
    order.splice(at, 0, id);
  });
  return order;
}

/**
 * The key a list's items are merged by: every item of every version an object with a
 * `block_id` (else an `id`), no id twice in one version. A pasted block repeating an id (the
 * server mends those at the next save) makes the list one value instead.
 */
function keyOfLists(lists: unknown[][]): ItemKey | null {
  if (lists.every((list) => list.length === 0)) {
    return null;
  }
  for (const itemKey of ITEM_KEYS) {
    const keyed = lists.every((list) => {
      const ids = list.map((item) => (isRecord(item) ? idText(item[itemKey]) : ''));
      return ids.every((id) => id !== '') && new Set(ids).size === ids.length;
    });
    if (keyed) {
      return itemKey;
    }
  }
  return null;
}

// Typed, so that option `1` and option `'1'` stay two; '' for what is no id.
function idText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? `${typeof value}:${value}` : '';
}

function byId(list: Json[], idOf: (item: Json) => string): Map<string, Json> {
  return new Map(list.map((item) => [idOf(item), item]));
}

function sameOrder(one: string[], other: string[]): boolean {
  return one.length === other.length && one.every((id, index) => id === other[index]);
}

function own(record: Json, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : ABSENT;
}

function shown(value: unknown): unknown {
  return value === ABSENT ? undefined : value;
}
