import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { sortServerError } from './server-error';

const options = { fields: ['email', 'password'] as const, failed: 'Det gick inte. Försök igen.' };

describe('sortServerError', () => {
  it('puts a 400 that names a field next to that field, without the field prefix', () => {
    expect(sortServerError(new ApiError(400, 'password: För kort', 'password'), options)).toEqual({
      kind: 'field',
      field: 'password',
      message: 'För kort',
    });
  });

  it('shows the server’s words when it is busy or its database is away (503), as for a 429', () => {
    const busy = 'Många loggar in just nu. Vänta några sekunder och försök igen.';
    expect(sortServerError(new ApiError(503, busy), options)).toEqual({ kind: 'form', message: busy });
    const limited = 'För många försök. Vänta en stund och försök igen.';
    expect(sortServerError(new ApiError(429, limited), options)).toEqual({ kind: 'form', message: limited });
  });

  it('gives the form’s own text for anything else', () => {
    expect(sortServerError(new ApiError(500, 'Internal Server Error'), options)).toEqual({
      kind: 'form',
      message: options.failed,
    });
    expect(sortServerError(new TypeError('fetch failed'), options)).toEqual({
      kind: 'form',
      message: options.failed,
    });
  });
});
