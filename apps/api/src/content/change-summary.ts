import { forEachRecord } from '@jamstalldhet/contract';
import { canonical } from './same-json';

/**
 * What a publish or restore changed, in the short Swedish words a revision list shows: blocks
 * added, removed and changed (known by their `block_id`, wherever they sit) and chapters moved.
 *
 * @example summarizeChange(before, after) // ['2 block tillagda', '1 block ändrat']
 */
export function summarizeChange(before: unknown, after: unknown): string[] {
  const old = blocksById(before);
  const now = blocksById(after);
  const added = [...now.keys()].filter((id) => !old.has(id)).length;
  const removed = [...old.keys()].filter((id) => !now.has(id)).length;
  const changed = [...now].filter(([id, block]) => old.has(id) && old.get(id) !== block).length;
  const lines = [
    count(added, 'block tillagt', 'block tillagda'),
    count(removed, 'block borttaget', 'block borttagna'),
    count(changed, 'block ändrat', 'block ändrade'),
  ].filter((line) => line !== null);
  if (chaptersMoved(before, after)) {
    lines.push('Kapitel flyttade');
  }
  if (lines.length === 0 && canonical(before) !== canonical(after)) {
    lines.push(before === null ? 'Första versionen' : 'Texter och inställningar ändrade');
  }
  return lines;
}

const count = (n: number, one: string, many: string) => (n === 0 ? null : `${n} ${n === 1 ? one : many}`);

/** Every object with a `block_id` in a document, as its JSON text, by id. */
function blocksById(document: unknown): Map<string, string> {
  const found = new Map<string, string>();
  forEachRecord(document, (record) => {
    if (typeof record.block_id === 'string') {
      found.set(record.block_id, canonical(record));
    }
  });
  return found;
}

/** Whether the same chapters (by title) now come in another order. */
function chaptersMoved(before: unknown, after: unknown): boolean {
  const titles = (document: unknown) =>
    Array.isArray((document as { chapters?: unknown })?.chapters)
      ? (document as { chapters: Array<{ title?: unknown }> }).chapters.map((chapter) =>
          String(chapter.title),
        )
      : [];
  const old = titles(before);
  const now = titles(after);
  return (
    old.length === now.length &&
    old.join('\n') !== now.join('\n') &&
    [...old].sort().join('\n') === [...now].sort().join('\n')
  );
}
