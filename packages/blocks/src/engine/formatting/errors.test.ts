import { describe, expect, it } from 'vitest';
import { ApiError, normalizeError } from './errors';

describe('normalizeError: message', () => {
  it('takes the message of an Error', () => {
    expect(normalizeError(new Error('Något gick fel')).message).toBe('Något gick fel');
    expect(normalizeError(new TypeError('x is not a function')).message).toBe('x is not a function');
  });

  it('takes the message of a plain object', () => {
    expect(normalizeError({ message: 'Bad request', statusCode: 400 }).message).toBe('Bad request');
  });

  it('uses the string form when there is no message', () => {
    expect(normalizeError('boom').message).toBe('boom');
    expect(normalizeError(42).message).toBe('42');
    expect(normalizeError(new Error('')).message).toBe('Error');
    expect(normalizeError({ toString: () => 'eget fel' }).message).toBe('eget fel');
    expect(normalizeError({ message: 42 }).message).toBe('[object Object]');
  });

  it('gives a message for null and undefined', () => {
    expect(normalizeError(null)).toEqual({ message: 'Unknown error', statusCode: 500 });
    expect(normalizeError(undefined)).toEqual({ message: 'Unknown error', statusCode: 500 });
  });

  it('survives values that cannot be turned into text', () => {
    expect(normalizeError(Object.create(null)).message).toBe('Unknown error');
    const hostile = {
      get message(): string {
        throw new Error('getter');
      },
      toString(): string {
        throw new Error('toString');
      },
    };
    expect(normalizeError(hostile)).toEqual({ message: 'Unknown error', statusCode: 500 });
  });
});

describe('normalizeError: status code', () => {
  it('takes statusCode first', () => {
    expect(normalizeError({ statusCode: 404, status: 401, response: { status: 403 } }).statusCode).toBe(404);
  });

  it('then status', () => {
    expect(normalizeError({ status: 401, response: { status: 403 } }).statusCode).toBe(401);
  });

  it('then the status of the response', () => {
    expect(normalizeError({ response: { status: 403 } }).statusCode).toBe(403);
    const error = Object.assign(new Error('Forbidden'), { response: { status: 403 } });
    expect(normalizeError(error)).toEqual({ message: 'Forbidden', statusCode: 403 });
  });

  it('accepts a numeric string', () => {
    expect(normalizeError({ statusCode: '404' }).statusCode).toBe(404);
  });

  it('skips values that are not HTTP status codes', () => {
    expect(normalizeError({ statusCode: 0, status: 404 }).statusCode).toBe(404);
    expect(normalizeError({ statusCode: 99 }).statusCode).toBe(500);
    expect(normalizeError({ statusCode: 600 }).statusCode).toBe(500);
    expect(normalizeError({ statusCode: 404.5 }).statusCode).toBe(500);
    expect(normalizeError({ statusCode: 'Not Found', response: { status: 404 } }).statusCode).toBe(404);
    expect(normalizeError({ status: Number.NaN }).statusCode).toBe(500);
    expect(normalizeError({ response: null }).statusCode).toBe(500);
  });

  it('keeps the edges of the valid range', () => {
    expect(normalizeError({ statusCode: 100 }).statusCode).toBe(100);
    expect(normalizeError({ statusCode: 599 }).statusCode).toBe(599);
  });

  it('defaults to 500', () => {
    expect(normalizeError(new Error('x')).statusCode).toBe(500);
    expect(normalizeError('x').statusCode).toBe(500);
    expect(normalizeError({}).statusCode).toBe(500);
  });
});

describe('ApiError', () => {
  it('carries the answer’s status, message and field, which normalizeError reads', () => {
    const error = new ApiError(400, 'Ogiltigt värde', 'email');
    expect(error).toBeInstanceOf(Error);
    expect(error.field).toBe('email');
    expect(normalizeError(error)).toEqual({ message: 'Ogiltigt värde', statusCode: 400 });
  });
});
