import { toContractIssues } from '@jamstalldhet/contract';
import type { ZodError, z } from 'zod';

/** An error with an HTTP status, answered as `{ statusCode, message, field? }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Not logged in') => new HttpError(401, message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

function fromZod(error: ZodError): HttpError {
  const [first] = toContractIssues(error);
  return badRequest(
    first ? `${first.path || 'body'}: ${first.message}` : 'Invalid input',
    first?.path || undefined,
  );
}

/** Validates input at the edge; a failure is a 400 naming the first failing field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw fromZod(result.error);
  }
  return result.data;
}

/** A numeric route id (`/api/educations/{id}`); anything else is a 400 naming the parameter. */
export function parseId(value: unknown, field = 'id'): number {
  const text = String(value ?? '');
  if (!/^\d{1,9}$/.test(text)) {
    throw badRequest(`${field} must be a positive whole number`, field);
  }
  return Number(text);
}
