import { describe, expect, it } from 'vitest';
import { completionFromAnswer } from './completion';

describe('completionFromAnswer', () => {
  it('passes the certificate and evaluation tokens of a passed completion, or null without them', () => {
    expect(
      completionFromAnswer({ passed: true, certificate: { token: 't' }, evaluation: { token: 'e' } }),
    ).toEqual({
      passed: true,
      certificateToken: 't',
      evaluationToken: 'e',
      alreadyCompleted: false,
    });
    expect(completionFromAnswer({ passed: true, certificate: null, evaluation: null })).toMatchObject({
      certificateToken: null,
      evaluationToken: null,
    });
  });

  it('passes what was unanswered when not passed', () => {
    expect(completionFromAnswer({ passed: false, unanswered: ['a'] })).toEqual({
      passed: false,
      unanswered: ['a'],
    });
  });
});
