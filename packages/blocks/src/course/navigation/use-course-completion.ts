import { useRef, useState } from 'react';
import { normalizeError, SORRY_SEGMENT, THANKS_SEGMENT } from '../../engine/index';
import { useCourseRouter } from '../host/router';
import type { CourseProgressApi } from '../progress/course-progress-types';

export type CompletionState =
  | { status: 'idle' | 'busy' }
  | { status: 'failed'; reason: 'evaluation' | 'completion'; detail?: string | undefined };

/**
 * `Slutför utbildning` (SPEC §7, §8): completes the course, then, when it passed and has an
 * evaluation, saves the evaluation with the token the pass gave (issue 37: only those who
 * passed evaluate, so the figures count only them). Passed leads to the thank-you page, not
 * passed to the sorry page; a failure is kept in the state to be shown, and the learner's
 * answers stay where they are. Trying again after the evaluation failed only saves it: the
 * course is not completed twice.
 */
export function useCourseCompletion(slug: string, course: CourseProgressApi) {
  const [state, setState] = useState<CompletionState>({ status: 'idle' });
  const { navigate } = useCourseRouter();
  const passedHere = useRef(false);

  async function finish(options: { withEvaluation: boolean }): Promise<void> {
    if (state.status === 'busy') {
      return;
    }
    setState({ status: 'busy' });
    try {
      if (!passedHere.current) {
        const result = await course.complete();
        if (!result.passed) {
          if ('error' in result) {
            setState({ status: 'failed', reason: 'completion', detail: result.error });
          } else {
            navigate(`/${slug}/${SORRY_SEGMENT}`);
          }
          return;
        }
        passedHere.current = true;
      }
      if (options.withEvaluation && !(await course.saveEvaluation())) {
        setState({ status: 'failed', reason: 'evaluation' });
        return;
      }
      navigate(`/${slug}/${THANKS_SEGMENT}`);
    } catch (error) {
      setState({ status: 'failed', reason: 'completion', detail: normalizeError(error).message });
    }
  }

  return { state, finish };
}
