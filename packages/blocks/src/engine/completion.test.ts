import { describe, expect, it } from 'vitest';
import { completionFromAnswer } from './completion';

describe('completionFromAnswer', () => {
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

  it('passes what was unanswered when not passed', () => {
    expect(completionFromAnswer({ passed: false, unanswered: ['a'] })).toEqual({
      passed: false,
      unanswered: ['a'],
    });
  });
});
