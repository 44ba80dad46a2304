import { ID_MAX, toContractIssues } from '@jamstalldhet/contract';
import type { ZodError, z } from 'zod';
import { unstorableTextPath } from './storable-text';

/**
 * An error with an HTTP status, answered as `{ statusCode, message, field?, ...details }`, with
 * a `Retry-After` header when it says when to come back. `details` carry what a screen needs
 * beyond the message: who saved a newer draft, each failing publish check.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  details: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, field?: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Not logged in') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => {
  const error = new HttpError(409, message);
  error.details = details;
  return error;
};

/** The answer while the database cannot be reached (503), and when to try again. */
export const SERVICE_UNAVAILABLE = 'Tjänsten går inte att nå just nu. Försök igen om en stund.';
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The answer to a request pipelined behind another one on a connection while the server stops:
 * nothing of it was applied, and another server (or this one, started again) takes it.
 */
export const SERVICE_STOPPING = 'Servern startar om. Försök igen om en stund.';
export const SERVICE_STOPPING_RETRY_SECONDS = 1;

function fromZod(error: ZodError): HttpError {
  const [first] = toContractIssues(error);
  return badRequest(
    first ? `${first.path || 'body'}: ${first.message}` : 'Invalid input',
    first?.path || undefined,
  );
}

/**
 * Validates input at the edge; a failure is a 400 naming the first failing field. Text the
 * database cannot store (a NUL, a lone surrogate) is refused here, anywhere in the input, so
 * that no route has to remember it.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const unstorable = unstorableTextPath(value);
  if (unstorable !== null) {
    throw badRequest(
      `${unstorable || 'body'}: Texten innehåller ett tecken som inte kan sparas (NUL eller ett ensamt surrogattecken)`,
      unstorable || undefined,
    );
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    throw fromZod(result.error);
  }
  return result.data;
}

/**
 * A numeric route id (`/api/educations/{id}`); anything else, or an id beyond the database's
 * integer range, is a 400 naming the parameter.
 */
export function parseId(value: unknown, field = 'id'): number {
  const text = String(value ?? '');
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!(id <= ID_MAX)) {
    throw badRequest(`${field} must be a whole number from 0 to ${ID_MAX}`, field);
  }
  return id;
}
