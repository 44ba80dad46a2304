import { formatIssuePath, isRecord } from '@jamstalldhet/contract';
import { duplicateBlock, GENERATED_BLOCK_ID, GENERATED_OPTION_ID, newOptionId } from './block-identity';
import type { DraftFieldProblem } from './draft-field-checks';

type Json = unknown;
type Keys = readonly (string | number)[];

interface PlacedBlock {
  block: Record<string, Json>;
  keys: Keys;
}

function isBlock(value: Json): value is Record<string, Json> & { block_id: string; name: string } {
  return isRecord<Json>(value) && typeof value.block_id === 'string' && typeof value.name === 'string';
}

/** Every block of a document with the keys that lead to it, in document order. */
export function placedBlocks(document: Json, keys: Keys = []): PlacedBlock[] {
  if (Array.isArray(document)) {
    return document.flatMap((entry, index) => placedBlocks(entry, [...keys, index]));
  }
  if (!isRecord<Json>(document)) {
    return [];
  }
  if (isBlock(document)) {
    return [{ block: document, keys }];
  }
  return Object.entries(document).flatMap(([key, entry]) => placedBlocks(entry, [...keys, key]));
}

function optionsOf(block: Record<string, Json>): Array<Record<string, Json>> {
  return Array.isArray(block.answers) ? block.answers.filter(isRecord) : [];
}

// Key order is not meaning: a stored document comes back from the database in its own order.
function canonical(value: Json): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonical).join(',')}]`;
  }
  if (isRecord<Json>(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function sameExcept(a: Record<string, Json>, b: Record<string, Json>, field: string): boolean {
  return canonical({ ...a, [field]: null }) === canonical({ ...b, [field]: null });
}

function blockAt(document: Json, keys: Keys): Json {
  let value = document;
  for (const key of keys) {
    value =
      isRecord<Json>(value) || Array.isArray(value)
        ? (value as Record<string | number, Json>)[key]
        : undefined;
  }
  return value;
}

// A published id that is gone while a block just like it, at its place, has another: the id was
// edited, which would cut learners off from their answers.
function editedIdProblems(draft: Json, published: Json): DraftFieldProblem[] {
  const draftIds = new Set(placedBlocks(draft).map(({ block }) => block.block_id));
  const problems: DraftFieldProblem[] = [];
  for (const { block, keys } of placedBlocks(published)) {
    const now = blockAt(draft, keys);
    if (!isBlock(now)) {
      continue;
    }
    if (!draftIds.has(block.block_id) && sameExcept(block, now, 'block_id')) {
      problems.push({ path: formatIssuePath([...keys, 'block_id']), message: idTexts.blockId });
      continue;
    }
    if (now.block_id !== block.block_id) {
      continue;
    }
    const nowOptions = optionsOf(now);
    const nowOptionIds = new Set(nowOptions.map((option) => option.id));
    optionsOf(block).forEach((option, index) => {
      const current = nowOptions[index];
      if (current && !nowOptionIds.has(option.id) && sameExcept(option, current, 'id')) {
        problems.push({
          path: formatIssuePath([...keys, 'answers', index, 'id']),
          message: idTexts.optionId,
        });
      }
    });
  }
  return problems;
}

// The ids a document already has: its blocks', and each block's options'.
function knownIds(documents: readonly Json[]): { blocks: Set<string>; options: Map<string, Set<Json>> } {
  const blocks = new Set<string>();
  const options = new Map<string, Set<Json>>();
  for (const document of documents) {
    for (const { block } of placedBlocks(document)) {
      blocks.add(block.block_id as string);
      const known = options.get(block.block_id as string) ?? new Set<Json>();
      for (const option of optionsOf(block)) {
        known.add(option.id);
      }
      options.set(block.block_id as string, known);
    }
  }
  return { blocks, options };
}

// In a published course a new block or option takes an id the editor made (`newBlockId`), so
// an edited id cannot pass as a new block: learners' answers are stored by it.
function newIdProblems(document: Json, known: ReturnType<typeof knownIds>): DraftFieldProblem[] {
  const problems: DraftFieldProblem[] = [];
  for (const { block, keys } of placedBlocks(document)) {
    const id = block.block_id as string;
    if (!known.blocks.has(id) && !GENERATED_BLOCK_ID.test(id)) {
      problems.push({ path: formatIssuePath([...keys, 'block_id']), message: idTexts.newBlockId });
    }
    const knownOptions = known.options.get(id);
    optionsOf(block).forEach((option, index) => {
      const fresh = !knownOptions?.has(option.id);
      if (fresh && !(typeof option.id === 'string' && GENERATED_OPTION_ID.test(option.id))) {
        problems.push({
          path: formatIssuePath([...keys, 'answers', index, 'id']),
          message: idTexts.newOptionId,
        });
      }
    });
  }
  return problems;
}

/** Why a save that edits an id is refused. */
export const idTexts = {
  newBlockId:
    'Ett nytt block i en publicerad utbildning får sitt id av redigeraren (till exempel b-7kq2mxr4tw9a): ett ändrat id skulle skilja deltagarnas svar från blocket.',
  newOptionId:
    'Ett nytt svarsalternativ får sitt id av redigeraren (till exempel o-3hf8kq2mxr): ett ändrat id skulle skilja deltagarnas svar från alternativet.',
  blockId:
    'Blockets id kan inte ändras efter att det publicerats: deltagarnas svar sparas under det. Ta bort blocket och lägg till ett nytt i stället.',
  optionId:
    'Svarsalternativets id kan inte ändras efter att det publicerats: deltagarnas svar sparas under det.',
} as const;

/**
 * A draft's ids made sound before it is saved (issue 23): a block that repeats another's id, as
 * a copied block does, gets a new id and new option ids (the block that matches the published
 * one, or else the first, keeps it), and an option that repeats another's id in its question
 * gets a new one. Refused (`problems`), because learners' answers are stored by ids: editing the
 * id of a published block or option in place, and, in a published course, a new block or option
 * whose id the editor did not make (`previous`, the draft before this save, counts as known;
 * a restore passes `newIds: 'any'`, since it brings back ids the course had). Ids are never made
 * from positions.
 *
 * @example keepIdsSound(draft, published).document // the draft, each id once
 */
export function keepIdsSound(
  draft: Record<string, Json>,
  published: Record<string, Json> | null,
  options: { previous?: Record<string, Json> | null; newIds?: 'generated' | 'any' } = {},
): { document: Record<string, Json>; problems: DraftFieldProblem[] } {
  const document = structuredClone(draft);
  const publishedBlocks = new Map(placedBlocks(published).map(({ block }) => [block.block_id, block]));
  const placed = placedBlocks(document);
  const keeper = new Map<string, PlacedBlock>();
  for (const entry of placed) {
    const current = keeper.get(entry.block.block_id as string);
    const original = publishedBlocks.get(entry.block.block_id as string);
    const matches = original !== undefined && canonical(original) === canonical(entry.block);
    if (current === undefined || (matches && canonical(original) !== canonical(current.block))) {
      keeper.set(entry.block.block_id as string, entry);
    }
  }
  for (const entry of placed) {
    if (keeper.get(entry.block.block_id as string) !== entry) {
      Object.assign(entry.block, duplicateBlock(entry.block as { block_id: string }));
    }
    const seen = new Set<Json>();
    for (const option of optionsOf(entry.block)) {
      if (seen.has(option.id)) {
        option.id = newOptionId();
      }
      seen.add(option.id);
    }
  }
  const problems = published ? editedIdProblems(draft, published) : [];
  if (published && problems.length === 0 && options.newIds !== 'any') {
    problems.push(...newIdProblems(document, knownIds([published, options.previous ?? null])));
  }
  return { document, problems };
}
