/** An error answer of the API (docs/api.md): status, message and the failing field, if any. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.field = field;
  }
}

// Errors are normalised by the engine's `normalizeError` (SPEC §8), one rule for every host.
export { type NormalizedError, normalizeError } from '@jamstalldhet/blocks/engine';

/** The field a 400 answer blames, for showing the message next to that field. */
export function fieldOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}
