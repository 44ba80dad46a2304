import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import {
  ALREADY_COMPLETED_MESSAGE,
  COMPLETION_ERRORS,
  completionError,
  completionFromAnswer,
  isAlreadyCompleted,
} from './completion';
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

  it('knows the exact 400 of a second completion', () => {
    expect(isAlreadyCompleted(new ApiError(400, ALREADY_COMPLETED_MESSAGE))).toBe(true);
    expect(isAlreadyCompleted(new ApiError(400, 'Utbildningen är inte öppen'))).toBe(false);
    expect(isAlreadyCompleted(new ApiError(500, ALREADY_COMPLETED_MESSAGE))).toBe(false);
  });

  it('says in Swedish why a completion could not be decided', () => {
    expect(completionError(new TypeError('fetch failed'))).toEqual({
      passed: false,
      error: COMPLETION_ERRORS.offline,
    });
    expect(completionError(new ApiError(401, 'Unauthorized'))).toEqual({
      passed: false,
      error: COMPLETION_ERRORS.loggedOut,
    });
    expect(completionError(new ApiError(400, 'Utbildningen är inte öppen'))).toEqual({
      passed: false,
      error: 'Utbildningen är inte öppen',
    });
    expect(completionError(new ApiError(503, 'Service Unavailable'))).toEqual({
      passed: false,
      error: COMPLETION_ERRORS.server,
    });
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
