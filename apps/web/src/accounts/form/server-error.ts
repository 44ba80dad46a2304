import { ApiError } from '../../http/api-error';

/** Where a failed call's message belongs in a form: next to one field, or above the form. */
export type ServerError<Field extends string> =
  | { kind: 'field'; field: Field; message: string }
  | { kind: 'form'; message: string };

const TOO_MANY_REQUESTS = 429;
// The server is busy (its login queue is full) or its database is away: its own words say wait.
const SERVICE_UNAVAILABLE = 503;

/**
 * Sorts a failed call for a form (docs/api.md): a 400 whose `field` is one of the form's
 * fields goes next to that field; a 429, a 503 and messages the caller lists by status (such as the
 * login's 401) go above the form in the server's words; anything else, including a network
 * failure, gets the form's own `failed` text.
 */
export function sortServerError<Field extends string>(
  error: unknown,
  options: { fields: readonly Field[]; failed: string; showMessageFor?: readonly number[] },
): ServerError<Field> {
  if (!(error instanceof ApiError)) {
    return { kind: 'form', message: options.failed };
  }
  const field = options.fields.find((known) => known === error.field);
  if (error.statusCode === 400 && field !== undefined) {
    return { kind: 'field', field, message: withoutFieldPrefix(error.message, field) };
  }
  const shown = [TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE, ...(options.showMessageFor ?? [])];
  if (shown.includes(error.statusCode) && error.message.trim() !== '') {
    return { kind: 'form', message: error.message };
  }
  return { kind: 'form', message: options.failed };
}

// Schema errors read 'password: Lösenordet måste ha minst 12 tecken'; next to the field, the
// field's name is noise.
function withoutFieldPrefix(message: string, field: string): string {
  const prefix = `${field}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
