import type { Block, Education, Page } from '@jamstalldhet/contract';
import { isRecord } from '@jamstalldhet/contract';
import { documentBlockPlaces } from './publish-checks';
import { sameJson } from './same-json';

/** A block that differs between two versions of a document, and where it is. */
export interface BlockDifference {
  blockId: string;
  /** Its place in words in the newer document ('Kapitel 1, Episod 1, Sida 2, block 3 (Text)'); for a removed block, in the older. */
  where: string;
  /** Where a moved block was in the older document. */
  from?: string;
}

/** What differs from one version of a course or page to another ("Jämför", issue 36). */
export interface DocumentComparison {
  /** Blocks only the newer document has. */
  added: BlockDifference[];
  /** Blocks only the older document has. */
  removed: BlockDifference[];
  /** Blocks in both whose content differs. */
  changed: BlockDifference[];
  /** Blocks in both with the same content at another place. */
  moved: BlockDifference[];
  /** Anything else: the title, the address, the card, chapter and episode titles, pages added or removed. */
  otherChanges: boolean;
}

// The document with every block left out: what is left is its settings and its outline.
function withoutBlocks(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => !(isRecord(item) && typeof item.block_id === 'string')).map(withoutBlocks);
  }
  if (!isRecord(value)) {
    return value;
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutBlocks(inner)]));
}

// The list a block is in, from its place in words: 'Kapitel 1, Episod 1, Sida 2' ('' on a page).
const listOf = (where: string) => where.replace(/(^|, )[Bb]lock \d+ \(.*\)$/, '');

// Each block's list and its order among the blocks both versions have there: a block another
// was added or removed before has not moved.
function ranksInLists(
  entries: ReadonlyArray<{ block: Block; where: string }>,
  inBoth: ReadonlySet<string>,
): Map<string, string> {
  const counts = new Map<string, number>();
  const ranks = new Map<string, string>();
  for (const { block, where } of entries) {
    if (!inBoth.has(block.block_id)) {
      continue;
    }
    const list = listOf(where);
    const rank = counts.get(list) ?? 0;
    counts.set(list, rank + 1);
    ranks.set(block.block_id, `${list}#${rank}`);
  }
  return ranks;
}

/**
 * What differs between an older and a newer version of a document, block by block: known by
 * their `block_id` wherever they sit, never by their index (Payload's compare by index made an
 * inserted block look like every later one changed: payloadcms/payload#11251).
 *
 * @example compareDocuments(version3, draft).removed // [{ blockId: 'b-…', where: 'Kapitel 1, …, block 2 (Text)' }]
 */
export function compareDocuments(older: Education | Page, newer: Education | Page): DocumentComparison {
  const before = new Map<string, { block: Block; where: string }>();
  for (const entry of documentBlockPlaces(older)) {
    before.set(entry.block.block_id, entry);
  }
  const after = documentBlockPlaces(newer);
  const kept = new Set(after.map((entry) => entry.block.block_id));
  const comparison: DocumentComparison = {
    added: [],
    removed: [],
    changed: [],
    moved: [],
    otherChanges: !sameJson(withoutBlocks(older), withoutBlocks(newer)),
  };
  const olderRanks = ranksInLists(documentBlockPlaces(older), kept);
  const newerRanks = ranksInLists(after, new Set(before.keys()));
  for (const { block, where } of after) {
    const was = before.get(block.block_id);
    if (was === undefined) {
      comparison.added.push({ blockId: block.block_id, where });
    } else if (!sameJson(was.block, block)) {
      comparison.changed.push({ blockId: block.block_id, where });
    } else if (olderRanks.get(block.block_id) !== newerRanks.get(block.block_id)) {
      comparison.moved.push({ blockId: block.block_id, where, from: was.where });
    }
  }
  for (const [blockId, { where }] of before) {
    if (!kept.has(blockId)) {
      comparison.removed.push({ blockId, where });
    }
  }
  return comparison;
}
