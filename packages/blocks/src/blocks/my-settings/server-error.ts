import { normalizeError } from '../../engine/formatting/errors';

/** What a form shows for a failed call: an error next to one field, or one for the whole form. */
export type FormServerError<Field extends string> =
  | { kind: 'field'; field: Field; message: string | null }
  | { kind: 'session' }
  | { kind: 'form'; message?: string };

/**
 * Sorts a failed call for a form: a 400 that names one of the form's fields in `field` belongs
 * next to that field (with the server's message, when it has one); a 401 means the session has
 * ended; a 409 is a refusal the server explains (the last administrator may not delete their
 * account), shown with its message; anything else is an error for the whole form.
 *
 * @example
 * formServerError({ statusCode: 400, field: 'email', message: 'E-postadressen används redan.' }, ['email']);
 * // { kind: 'field', field: 'email', message: 'E-postadressen används redan.' }
 */
export function formServerError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): FormServerError<Field> {
  const { statusCode } = normalizeError(error);
  if (statusCode === 401) {
    return { kind: 'session' };
  }
  const field =
    typeof error === 'object' && error !== null ? (error as { field?: unknown }).field : undefined;
  if (statusCode === 400 && fields.some((known) => known === field)) {
    const message = (error as { message?: unknown }).message;
    return {
      kind: 'field',
      field: field as Field,
      message: typeof message === 'string' && message.trim() !== '' ? message : null,
    };
  }
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  if (statusCode === 409 && typeof message === 'string' && message.trim() !== '') {
    return { kind: 'form', message };
  }
  return { kind: 'form' };
}
