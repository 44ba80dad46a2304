import { formatIssuePath, isRecord } from '@jamstalldhet/contract';
import type { DraftConflict } from './draft-conflict';
import { afterRemoval } from './draft-conflict-choice';
import { changedAt, MISSING, valueAt } from './json-at';
import { sameJson } from './same-json';

/*
 * Lists of blocks merge one by one (draft-merge.ts), so a block moved to another page looks like
 * a removal from one list and an addition to another. This pass looks at each block across the
 * whole document: a block both editors moved, to different pages, would be in two places; a
 * block one editor moved and the other removed would come back. Each is settled here the way a
 * merge settles it inside one list.
 */

type Keys = Array<string | number>;
type Json = Record<string, unknown>;

/** The three-way merge of one value, as draft-merge.ts does it. */
export type MergeValue = (base: unknown, mine: unknown, theirs: unknown, keys: Keys) => unknown;

/**
 * The merged document with every moved block in one place:
 * - A block in two places of the merge goes to this editor's place, its content merged from
 *   both sides; where both moved it to different places, that is reported.
 * - A block one side moved and the other removed goes when the mover did not change it, and
 *   is kept, reported, when it did.
 * Conflicts are updated in place: those inside a dropped copy go, and places after it move up.
 */
export function settleMovedBlocks(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  merged: unknown,
  conflicts: DraftConflict[],
  merge: MergeValue,
): unknown {
  const inBase = blockPlaces(base);
  const inMine = blockPlaces(mine);
  const inTheirs = blockPlaces(theirs);
  let document = merged;
  const removals: Keys[] = [];
  for (const [id, places] of blockPlaces(merged)) {
    const was = single(inBase.get(id));
    const mineAt = single(inMine.get(id));
    const theirsAt = single(inTheirs.get(id));
    if ((inMine.get(id)?.length ?? 0) > 1 || (inTheirs.get(id)?.length ?? 0) > 1) {
      continue; // A side with the id twice (a pasted copy): the server renames one at the save.
    }
    if (places.length > 1) {
      const target = places.find((at) => sameList(at, mineAt)) ?? places.find((at) => sameList(at, theirsAt));
      const kept = target ?? (places[0] as Keys);
      drop(conflicts, (keys) => places.some((at) => startsWith(keys, at)));
      if (mineAt && theirsAt) {
        const value = merge(
          was ? valueAt(base, was) : undefined,
          valueAt(mine, mineAt),
          valueAt(theirs, theirsAt),
          kept,
        );
        document = changedAt(document, kept, value);
        if (was && !sameList(mineAt, was) && !sameList(theirsAt, was) && !sameList(mineAt, theirsAt)) {
          conflicts.push({
            path: formatIssuePath(kept),
            keys: kept,
            mine: value,
            theirs: value,
            kept: 'mine',
            moved: true,
          });
        }
      }
      removals.push(...places.filter((at) => at !== kept));
      continue;
    }
    const at = places[0] as Keys;
    // Removed on one side, moved to another list on the other.
    const [mover, moverAt, side] =
      mineAt && !theirsAt ? [mine, mineAt, 'mine'] : [theirs, theirsAt, 'theirs'];
    if (!was || (mineAt && theirsAt) || !moverAt || sameList(moverAt, was)) {
      continue;
    }
    const block = valueAt(mover, moverAt);
    if (sameJson(block, valueAt(base, was))) {
      removals.push(at);
    } else {
      conflicts.push({
        path: formatIssuePath(at),
        keys: at,
        mine: side === 'mine' ? block : undefined,
        theirs: side === 'theirs' ? block : undefined,
        kept: side === 'mine' ? 'mine' : 'theirs',
      });
    }
  }
  // Last places first, so that the places still to remove stay true.
  for (const at of removals.sort(laterFirst)) {
    document = changedAt(document, at, MISSING);
    const shifted = afterRemoval(conflicts, at);
    conflicts.splice(0, conflicts.length, ...shifted);
  }
  return document;
}

const isBlock = (value: unknown): value is Json & { block_id: string } =>
  isRecord(value) && typeof value.block_id === 'string';

/** Where each block is in a document, by id (more than one place when the id repeats). */
function blockPlaces(value: unknown, keys: Keys = [], into = new Map<string, Keys[]>()): Map<string, Keys[]> {
  if (isBlock(value) && Array.isArray(keys) && typeof keys.at(-1) === 'number') {
    into.set(value.block_id, [...(into.get(value.block_id) ?? []), keys]);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      blockPlaces(item, [...keys, index], into);
    });
  } else if (isRecord(value)) {
    for (const [name, inner] of Object.entries(value)) {
      blockPlaces(inner, [...keys, name], into);
    }
  }
  return into;
}

function single(places: Keys[] | undefined): Keys | undefined {
  return places?.length === 1 ? places[0] : undefined;
}

/** Whether two blocks' places are in one list (a page, a section). */
function sameList(one: Keys | undefined, other: Keys | undefined): boolean {
  return one !== undefined && other !== undefined && sameJson(one.slice(0, -1), other.slice(0, -1));
}

function startsWith(keys: readonly (string | number)[], prefix: Keys): boolean {
  return keys.length >= prefix.length && prefix.every((key, at) => keys[at] === key);
}

function drop(conflicts: DraftConflict[], gone: (keys: DraftConflict['keys']) => boolean): void {
  const kept = conflicts.filter((conflict) => !gone(conflict.keys));
  conflicts.splice(0, conflicts.length, ...kept);
}

function laterFirst(one: Keys, other: Keys): number {
  for (let at = 0; at < Math.min(one.length, other.length); at += 1) {
    const [a, b] = [one[at], other[at]];
    if (a !== b) {
      return typeof a === 'number' && typeof b === 'number' ? b - a : String(b).localeCompare(String(a));
    }
  }
  return other.length - one.length;
}
