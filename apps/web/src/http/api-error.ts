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

/** A normalised error: a message and a status code (SPEC §8). */
export interface NormalizedError {
  message: string;
  statusCode: number;
}

/**
 * SPEC §8's generic error normalisation: the message from the error or its string form; the
 * status from `statusCode`, `status` or the response's status; 500 by default.
 */
export function normalizeError(error: unknown): NormalizedError {
  if (error !== null && typeof error === 'object') {
    const record = error as Record<string, unknown>;
    const response = record.response as Record<string, unknown> | undefined;
    const status = [record.statusCode, record.status, response?.status].find(
      (value): value is number => typeof value === 'number' && Number.isInteger(value),
    );
    const message =
      typeof record.message === 'string' && record.message !== '' ? record.message : String(error);
    return { message, statusCode: status ?? 500 };
  }
  return { message: String(error), statusCode: 500 };
}

/** The field a 400 answer blames, for showing the message next to that field. */
export function fieldOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}
