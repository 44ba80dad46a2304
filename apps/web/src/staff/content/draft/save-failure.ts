import { ApiError } from '../../../http/api-error';
import { DRAFT_TEXTS } from './draft-texts';

/** A refused save (400): the API's message, the field it names and every problem it found. */
export interface DraftRefusal {
  /** The first failing field (`data.chapters[0].title`), for the message next to it. */
  field: string | undefined;
  message: string;
  /** Every problem, by its path in the document (`chapters[0].title`). */
  problems: Array<{ path: string; message: string }>;
  /** The document that was refused, which the paths lead into; set by the draft session. */
  document?: Record<string, unknown>;
}

/** Why a save did not go through, in the three ways a page answers it. */
export type SaveFailure =
  /** Another save came first (409): who and when, from the API. */
  | { kind: 'conflict'; message: string; savedBy: string | null; savedAt: number | null }
  /** The API will not take this document as it is (400, and other answers a retry cannot change). */
  | { kind: 'refused'; refusal: DraftRefusal }
  /** No answer, or one that says to come back (5xx, 429): try again later. */
  | { kind: 'offline' };

/** Sorts a failed save's error into what the draft does next. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!(error instanceof ApiError) || error.statusCode >= 500 || error.statusCode === 429) {
    return { kind: 'offline' };
  }
  const body = error.body ?? {};
  if (error.statusCode === 409) {
    return {
      kind: 'conflict',
      message: error.message,
      savedBy: typeof body.saved_by === 'string' ? body.saved_by : null,
      savedAt: typeof body.saved_at === 'number' ? body.saved_at : null,
    };
  }
  return {
    kind: 'refused',
    refusal: {
      field: error.field,
      message: error.message || DRAFT_TEXTS.refused,
      problems: problemsOf(body.problems),
    },
  };
}

function problemsOf(value: unknown): DraftRefusal['problems'] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((problem: unknown) => {
    const { path, message } = (problem ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}
