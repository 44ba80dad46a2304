import { ApiError } from '@jamstalldhet/blocks/engine';

// The API's error answer and its normalisation are the engine's (SPEC §8), one rule for every host.
export { ApiError, type NormalizedError, normalizeError } from '@jamstalldhet/blocks/engine';

/** The field a 400 answer blames, for showing the message next to that field. */
export function fieldOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}

/** Whether a call failed because the API answered 404 (also what it says of what one may not see). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 404;
}
