import type { EducationProgress } from '@jamstalldhet/contract';
import { emptyProgress } from './progress-record';

// What a learner's device keeps for the statistics' "Frågor" and "Var slutar deltagarna?"
// (issue 37), in the course's progress record beside the answers: the answer at each
// question's first "Rätta svaret" (sent with the completion, graded there with the server's
// key) and the pages reached (so each is reported once). Nothing here identifies the learner.

/** The record's field of the answers at the first "Rätta svaret", by block id. */
export const FIRST_CHECKS_FIELD = 'firstChecks';
/** The record's field of the pages reached, by key (`1/2/1`). */
export const REACHED_PAGES_FIELD = 'reachedPages';

type Checks = Record<string, string[]>;

function checksOf(progress: EducationProgress | undefined | null): Checks {
  const checks = progress?.[FIRST_CHECKS_FIELD];
  return typeof checks === 'object' && checks !== null && !Array.isArray(checks) ? (checks as Checks) : {};
}

/**
 * The record with the answer a question had when "Rätta svaret" was first pressed; the same
 * record when it has one already (a later check is not the first).
 *
 * @example withFirstCheck(progress, 'fraga-1', ['nej'])
 */
export function withFirstCheck(
  progress: EducationProgress | undefined,
  educationId: number,
  blockId: string,
  values: readonly string[],
): EducationProgress {
  const record = progress ?? emptyProgress(educationId);
  const checks = checksOf(record);
  if (blockId in checks || values.length === 0) {
    return record;
  }
  return { ...record, [FIRST_CHECKS_FIELD]: { ...checks, [blockId]: [...values] } };
}

/** The answers at the first "Rätta svaret", as a completion sends them. */
export function firstChecksOf(
  progress: EducationProgress | undefined | null,
): Array<{ block_id: string; values: string[] }> {
  return Object.entries(checksOf(progress))
    .filter(([, values]) => Array.isArray(values) && values.every((value) => typeof value === 'string'))
    .map(([blockId, values]) => ({ block_id: blockId, values: [...values] }));
}

/** Whether the record says the page was reached (and so reported) before. */
export function hasReachedPage(progress: EducationProgress | undefined | null, page: string): boolean {
  const reached = progress?.[REACHED_PAGES_FIELD];
  return Array.isArray(reached) && reached.includes(page);
}

/** The record with the page reached. */
export function withReachedPage(progress: EducationProgress, page: string): EducationProgress {
  if (hasReachedPage(progress, page)) {
    return progress;
  }
  const reached = progress[REACHED_PAGES_FIELD];
  return { ...progress, [REACHED_PAGES_FIELD]: [...(Array.isArray(reached) ? reached : []), page] };
}
