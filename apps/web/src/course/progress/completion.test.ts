import {
  completionErrorMessage,
  defaultCompletionErrorTexts,
  isAlreadyCompleted,
} from '@jamstalldhet/blocks/engine';
import { ALREADY_COMPLETED_MESSAGE } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { toApiAnswers } from './server-progress';

describe('completion answers', () => {
  // What a completion answer means for the course is tested in the engine (completion.test.ts).
  // The engine reads any error with a number statusCode as an API answer: the site's ApiError is one.
  it('lets the engine read the site’s ApiError', () => {
    expect(isAlreadyCompleted(new ApiError(400, ALREADY_COMPLETED_MESSAGE))).toBe(true);
    expect(completionErrorMessage(new ApiError(401, 'Unauthorized'))).toBe(
      defaultCompletionErrorTexts.loggedOut,
    );
    expect(completionErrorMessage(new ApiError(400, 'Utbildningen är inte öppen'))).toBe(
      'Utbildningen är inte öppen',
    );
  });
});

describe('toApiAnswers', () => {
  it('gives the answers of one part in the API’s shape', () => {
    const entries = [
      { educationId: 1, blockId: 'q1', values: ['a'], part: 'normal' as const },
      { educationId: 1, blockId: 'e1', values: ['5'], part: 'evaluation' as const },
    ];
    expect(toApiAnswers(entries)).toEqual([{ block_id: 'q1', values: ['a'] }]);
    expect(toApiAnswers(entries, 'evaluation')).toEqual([{ block_id: 'e1', values: ['5'] }]);
  });
});
