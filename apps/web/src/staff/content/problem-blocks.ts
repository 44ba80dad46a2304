import { type BlockListPlace, type BlockPlace, blocksAt } from '@jamstalldhet/blocks/engine';
import { type EditorDocument, isCourse } from './editor-types';
import { type ProblemPlace, placeOfPath } from './problem-places';
import type { EditorProblem } from './problem-summary';

/*
 * A problem's path names a block by its index, which is true only of the document the problem
 * was found in: the editor may move blocks before it looks. So a problem is tied to its block's
 * id when it arrives, and shown and opened by that id wherever the block is then.
 */

const SECTIONS = ['presentation', 'evaluation', 'completed'] as const;

/**
 * Every list of blocks of a document: a page's, or a course's sections and pages. The document
 * may be one the API refused (`chapters: [null]`, components not a list): what is not a list of
 * the right shape has no lists, never a crash.
 */
function blockListsOf(document: EditorDocument): BlockListPlace[] {
  if (!isCourse(document)) {
    return [{ kind: 'page-document' }];
  }
  const lists: BlockListPlace[] = SECTIONS.map((section) => ({ kind: 'section', section }));
  const chapters = (document as { chapters: unknown[] }).chapters;
  chapters.forEach((chapter, chapterIndex) => {
    listIn(chapter, 'episodes').forEach((episode, episodeIndex) => {
      listIn(episode, 'components').forEach((_, page) => {
        lists.push({ kind: 'page', chapter: chapterIndex, episode: episodeIndex, page });
      });
    });
  });
  return lists;
}

function listIn(value: unknown, key: string): unknown[] {
  const list =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? list : [];
}

/**
 * The problems with the id of the block each one is on, read from `document`, the document they
 * were found in (a problem not on a block, or on a block `document` lacks, is left as it is).
 */
export function withBlockIds<Problem extends EditorProblem>(
  problems: readonly Problem[],
  document: unknown,
): Problem[] {
  const found = document as EditorDocument | null;
  return problems.map((problem) => {
    const where = placeOfPath(problem.path);
    if (where.kind !== 'block' || found === null || typeof found !== 'object') {
      return problem;
    }
    const blockId = safeBlocksAt(found, where.list)?.[where.block]?.block_id;
    return typeof blockId === 'string' ? { ...problem, blockId } : problem;
  });
}

/** Where a block is now, by its id, in any list of the document; null when it was removed. */
export function placeOfBlockId(document: EditorDocument, blockId: string): BlockPlace | null {
  for (const list of blockListsOf(document)) {
    const index = safeBlocksAt(document, list)?.findIndex((block) => block?.block_id === blockId) ?? -1;
    if (index >= 0) {
      return { kind: 'block', list, block: index };
    }
  }
  return null;
}

/**
 * Where a problem on a block is opened: its block by its id, wherever it is now (null when it
 * was removed); a block that had no id (a refused document's) by the place its path names.
 */
export function placeOfBlockProblem(
  document: EditorDocument,
  problem: EditorProblem,
  where: Extract<ProblemPlace, { kind: 'block' }>,
): BlockPlace | null {
  if (problem.blockId === undefined) {
    return { kind: 'block', list: where.list, block: where.block };
  }
  return placeOfBlockId(document, problem.blockId);
}

/**
 * The problems' field errors by block id, then by path below the block, for the block forms.
 *
 * @example blockErrorsOf([{ path: 'components[2].url', message: 'Skriv en adress.', blockId: 'b-x' }])
 * // Map { 'b-x' => { url: 'Skriv en adress.' } }
 */
export function blockErrorsOf(problems: readonly EditorProblem[]): Map<string, Record<string, string>> {
  const errors = new Map<string, Record<string, string>>();
  for (const problem of problems) {
    const where = placeOfPath(problem.path);
    if (problem.blockId !== undefined && where.kind === 'block') {
      errors.set(problem.blockId, { ...errors.get(problem.blockId), [where.rest]: problem.message });
    }
  }
  return errors;
}

// A document a problem was found in may be one the API refused: never a crash on its shape.
function safeBlocksAt(document: EditorDocument, list: BlockListPlace) {
  try {
    const blocks = blocksAt(document, list);
    return Array.isArray(blocks) ? blocks : undefined;
  } catch {
    return undefined;
  }
}
