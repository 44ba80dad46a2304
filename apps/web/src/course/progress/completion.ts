import type { CompletionResponse } from '@jamstalldhet/contract';
import type { CompletionResult } from './course-progress-types';

/** A completion the server answered: passed, or not passed with the blocks to look at. */
export function completionFromAnswer(answer: CompletionResponse): CompletionResult {
  if (answer.passed) {
    return { passed: true, certificateToken: answer.certificate?.token ?? null, alreadyCompleted: false };
  }
  return { passed: false, unanswered: answer.unanswered, wrong: answer.wrong };
}
