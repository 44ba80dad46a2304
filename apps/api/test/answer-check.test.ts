import { operations } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { answerOfCheckedParts, checkedAnswer } from '../src/http/answer-check';

describe('checkedAnswer', () => {
  it('sends an answer as its schema reads it: defaults filled in', () => {
    const answer = checkedAnswer(operations.getProgress, 200, { educationId: 7 }) as { entries: unknown[] };
    expect(answer.entries).toEqual([]);
  });

  it('throws, naming the failing path, for an answer the contract refuses', () => {
    expect(() => checkedAnswer(operations.getProgress, 200, { educationId: 'sju' })).toThrow(/educationId/);
  });

  it('reads a success the operation does not list as its listed success', () => {
    // requestAccess lists 201; a request already made answers 200 with the same shape.
    expect(checkedAnswer(operations.requestAccess, 200, { status: 'pending', extra: 1 })).toEqual({
      status: 'pending',
    });
    expect(() => checkedAnswer(operations.requestAccess, 200, { status: 'maybe' })).toThrow(/status/);
  });

  it('leaves a status without a JSON schema as it is', () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    expect(checkedAnswer(operations.getProgress, 204, null)).toBeNull();
    expect(checkedAnswer(operations.getProgress, 418, bytes)).toBe(bytes);
  });

  it('does not read again an answer whose parts were each checked', () => {
    const parts = answerOfCheckedParts({ educationId: 7, entries: [] });
    expect(checkedAnswer(operations.getProgress, 200, parts)).toBe(parts);
    // An answer made the same way but not marked is read: a new object, defaults and all.
    expect(checkedAnswer(operations.getProgress, 200, { educationId: 7, entries: [] })).not.toBe(parts);
  });
});
