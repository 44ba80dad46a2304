import { isRecord } from '@jamstalldhet/contract';
import { changedAt } from './json-at';
import { sameJson } from './same-json';

/**
 * Chapters, episodes and pages have no ids of their own (a course's JSON identifies them by place),
 * so a merge of two editors' drafts (draft-merge.ts) tells them apart by the blocks in them: a
 * chapter moved on one side still holds the same blocks, and must not be merged with whatever
 * chapter now sits at its old place.
 */

type Keys = Array<string | number>;

/** The three-way merge of one value, as draft-merge.ts does it, at `keys` in the document. */
export type MergeValue = (base: unknown, mine: unknown, theirs: unknown, keys: Keys) => unknown;

const isBlock = (value: unknown): value is { block_id: string } =>
  isRecord(value) && typeof value.block_id === 'string';

/** A page or a section's components: a list of blocks (or an empty list, which may be one). */
const isBlockList = (value: unknown): value is unknown[] => Array.isArray(value) && value.every(isBlock);

/** Every block id under a value, in document order; a block's own inner lists are not looked into. */
export function blockIdsUnder(value: unknown, into: string[] = []): string[] {
  if (isBlock(value)) {
    into.push(value.block_id);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      blockIdsUnder(item, into);
    }
  } else if (isRecord(value)) {
    for (const inner of Object.values(value)) {
      blockIdsUnder(inner, into);
    }
  }
  return into;
}

/** Two items of a chapter or page list are the same one when they share a block, or neither has any. */
function sameItem(one: unknown, other: unknown): boolean {
  const ids = blockIdsUnder(one);
  const others = new Set(blockIdsUnder(other));
  return ids.length === 0 ? others.size === 0 : ids.some((id) => others.has(id));
}

/**
 * Whether every item of `list` is the item `base` has at that place (perhaps edited inside):
 * nothing added, removed or moved, so the two can be merged place by place.
 */
export function samePlaces(base: readonly unknown[], list: readonly unknown[]): boolean {
  return list.length === base.length && list.every((item, index) => sameItem(base[index], item));
}

/**
 * One editor changed a list's structure (added, removed or moved a chapter, an episode or a
 * page) and the other changed only the blocks in it: the first one's structure is kept, and the
 * other's pages are merged into it, each with the page that holds the same blocks there. Null
 * when the other changed more than blocks (a title, a page added) or a changed page cannot be
 * found in the new structure; the caller then reports the list as one conflict.
 *
 * `frame` is the side whose structure is kept, `other` the side that changed only blocks;
 * `frameIsMine` says which is this editor's, so that where both changed a block, this editor's
 * value is kept as everywhere else.
 */
export function mergeIntoStructure(
  base: readonly unknown[],
  frame: readonly unknown[],
  other: readonly unknown[],
  frameIsMine: boolean,
  keys: Keys,
  merge: MergeValue,
): unknown[] | null {
  // A list of blocks itself (one whose ids repeat, so not merged by id) has no pages to pair.
  if (
    isBlockList(base) ||
    isBlockList(frame) ||
    isBlockList(other) ||
    !sameJson(skeleton(other), skeleton(base))
  ) {
    return null;
  }
  const baseLists = blockLists(base, []);
  const otherLists = blockLists(other, []);
  const frameLists = blockLists(frame, []);
  // Which of frame's block lists takes which of other's changed ones (other's k-th list is
  // base's k-th: their skeletons are the same).
  const plan = new Map<number, number>();
  for (const [index, { list }] of baseLists.entries()) {
    const changed = otherLists[index]?.list;
    if (changed === undefined || sameJson(list, changed)) {
      continue;
    }
    const home = listHolding(frameLists, blockIdsUnder(list));
    if (home === null || plan.has(home)) {
      return null;
    }
    plan.set(home, index);
  }
  let result: unknown = frame;
  for (const [home, index] of plan) {
    const place = frameLists[home] as BlockListAt;
    const baseList = (baseLists[index] as BlockListAt).list;
    const otherList = (otherLists[index] as BlockListAt).list;
    const at = [...keys, ...place.keys];
    const merged = frameIsMine
      ? merge(baseList, place.list, otherList, at)
      : merge(baseList, otherList, place.list, at);
    result = changedAt(result, place.keys, merged);
  }
  return result as unknown[];
}

interface BlockListAt {
  keys: Keys;
  list: unknown[];
}

/** The block lists under a value, in document order, with their places under it. */
function blockLists(value: unknown, keys: Keys, into: BlockListAt[] = []): BlockListAt[] {
  if (isBlockList(value)) {
    into.push({ keys, list: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      blockLists(item, [...keys, index], into);
    });
  } else if (isRecord(value) && !isBlock(value)) {
    for (const [name, inner] of Object.entries(value)) {
      blockLists(inner, [...keys, name], into);
    }
  }
  return into;
}

/** The list among `lists` holding most of `ids`; null when none holds any. */
function listHolding(lists: readonly BlockListAt[], ids: readonly string[]): number | null {
  const wanted = new Set(ids);
  let best: number | null = null;
  let bestCount = 0;
  lists.forEach(({ list }, index) => {
    const count = blockIdsUnder(list).filter((id) => wanted.has(id)).length;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best;
}

const BLOCKS = '\u0000blocks';

/** A value with each block list replaced by one mark: what is left is its structure and titles. */
function skeleton(value: unknown): unknown {
  if (isBlockList(value)) {
    return BLOCKS;
  }
  if (Array.isArray(value)) {
    return value.map(skeleton);
  }
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, skeleton(inner)]));
  }
  return value;
}
