import { isNumeric } from './validation';

const DEFAULT_STATUS_CODE = 500;
const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

/** An error answer of the API (docs/api.md): status, message and the failing field, if any. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;
  /**
   * The answer's whole JSON body, for what a screen needs beyond the message: a 409's
   * `version`, `saved_by` and `saved_at`, a 400's `problems`.
   */
  readonly body: Readonly<Record<string, unknown>> | undefined;

  constructor(statusCode: number, message: string, field?: string, body?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.field = field;
    this.body = body;
  }
}

/** An error reduced to what the error page and the API client need. */
export type NormalizedError = { message: string; statusCode: number };

/**
 * Turns anything thrown into a message and an HTTP status code (SPEC §8). The message is the
 * error's own message or its string form; the status code is the first valid one of
 * `statusCode`, `status` and `response.status`, else 500.
 *
 * @example
 * normalizeError({ message: 'Not found', response: { status: 404 } }); // { message: 'Not found', statusCode: 404 }
 * normalizeError('boom'); // { message: 'boom', statusCode: 500 }
 */
export function normalizeError(error: unknown): NormalizedError {
  return { message: messageOf(error), statusCode: statusCodeOf(error) };
}

function messageOf(error: unknown): string {
  if (error === null || error === undefined) {
    return UNKNOWN_ERROR_MESSAGE;
  }
  const message = propertyOf(error, 'message');
  if (typeof message === 'string' && message !== '') {
    return message;
  }
  try {
    return String(error);
  } catch {
    // Objects without a prototype, or with a throwing toString, cannot be turned into text.
    return UNKNOWN_ERROR_MESSAGE;
  }
}

function statusCodeOf(error: unknown): number {
  const candidates = [
    propertyOf(error, 'statusCode'),
    propertyOf(error, 'status'),
    propertyOf(propertyOf(error, 'response'), 'status'),
  ];
  for (const candidate of candidates) {
    if (isHttpStatus(candidate)) {
      return Number(candidate);
    }
  }
  return DEFAULT_STATUS_CODE;
}

// Some clients give the status as a string ('404'); a value outside 100–599 is not a status.
function isHttpStatus(value: unknown): boolean {
  if (!isNumeric(value)) {
    return false;
  }
  const status = Number(value);
  return Number.isInteger(status) && status >= 100 && status <= 599;
}

function propertyOf(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    // A getter that throws must not turn error handling into a second error.
    return undefined;
  }
}
