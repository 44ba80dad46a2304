import { useState } from 'react';
import { normalizeError, SORRY_SEGMENT, THANKS_SEGMENT } from '../../engine/index';
import { useCourseRouter } from '../host/router';
import type { CourseProgressApi } from '../progress/course-progress-types';

export type CompletionState =
  | { status: 'idle' | 'busy' }
  | { status: 'failed'; reason: 'evaluation' | 'completion'; detail?: string | undefined };

/**
 * `Slutför utbildning` (SPEC §7, §8): saves the evaluation first when there is one, then
 * completes the course. Passed leads to the thank-you page, not passed to the sorry page; a
 * failure is kept in the state to be shown, and the learner's answers stay where they are.
 */
export function useCourseCompletion(slug: string, course: CourseProgressApi) {
  const [state, setState] = useState<CompletionState>({ status: 'idle' });
  const { navigate } = useCourseRouter();

  async function finish(options: { withEvaluation: boolean }): Promise<void> {
    if (state.status === 'busy') {
      return;
    }
    setState({ status: 'busy' });
    try {
      if (options.withEvaluation && !(await course.saveEvaluation())) {
        setState({ status: 'failed', reason: 'evaluation' });
        return;
      }
      const result = await course.complete();
      if (result.passed) {
        navigate(`/${slug}/${THANKS_SEGMENT}`);
      } else if ('error' in result) {
        setState({ status: 'failed', reason: 'completion', detail: result.error });
      } else {
        navigate(`/${slug}/${SORRY_SEGMENT}`);
      }
    } catch (error) {
      setState({ status: 'failed', reason: 'completion', detail: normalizeError(error).message });
    }
  }

  return { state, finish };
}
