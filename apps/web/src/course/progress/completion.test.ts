import {
  completionErrorMessage,
  defaultCompletionErrorTexts,
  isAlreadyCompleted,
} from '@jamstalldhet/blocks/engine';
import { ALREADY_COMPLETED_MESSAGE } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { completionFromAnswer } from './completion';
import { toApiAnswers } from './server-progress';

describe('completion answers', () => {
  it('passes the certificate token of a passed completion, or null without a certificate', () => {
    expect(completionFromAnswer({ passed: true, certificate: { token: 't' }, evaluation: null })).toEqual({
      passed: true,
      certificateToken: 't',
      alreadyCompleted: false,
    });
    expect(completionFromAnswer({ passed: true, certificate: null, evaluation: null })).toMatchObject({
      certificateToken: null,
    });
  });

  it('passes what was unanswered and wrong when not passed', () => {
    expect(completionFromAnswer({ passed: false, unanswered: ['a'], wrong: ['b'] })).toEqual({
      passed: false,
      unanswered: ['a'],
      wrong: ['b'],
    });
  });

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
