import type { CompletionResponse } from '@jamstalldhet/contract';

/** The outcome of completing a course (SPEC §7, §8). */
export type CompletionResult =
  | {
      passed: true;
      /** For the certificate request; null when the course gives no certificate. */
      certificateToken: string | null;
      /** What the evaluation is saved with (only a pass gives one, issue 37); null when not given. */
      evaluationToken: string | null;
      /** The logged-in learner had completed it before (400 'User has allready completed education'). */
      alreadyCompleted: boolean;
    }
  /** Not passed; which answers are wrong the server does not say (the sorry page checks them). */
  | { passed: false; unanswered: string[] }
  | { passed: false; error: string };

/**
 * A completion the server answered: passed, with the certificate token if the course gives a
 * certificate and the token the evaluation is saved with, or not passed with the mandatory
 * blocks left unanswered.
 *
 * @example
 * completionFromAnswer({ passed: true, certificate: { token: 't' }, evaluation: { token: 'e' } });
 * // { passed: true, certificateToken: 't', evaluationToken: 'e', alreadyCompleted: false }
 */
export function completionFromAnswer(answer: CompletionResponse): CompletionResult {
  if (answer.passed) {
    return {
      passed: true,
      certificateToken: answer.certificate?.token ?? null,
      evaluationToken: answer.evaluation?.token ?? null,
      alreadyCompleted: false,
    };
  }
  return { passed: false, unanswered: answer.unanswered };
}
