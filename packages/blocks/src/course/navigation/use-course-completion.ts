import { useRef, useState } from 'react';
import { normalizeError, SORRY_SEGMENT, THANKS_SEGMENT } from '../../engine/index';
import { useCourseRouter } from '../host/router';
import type { CourseProgressApi } from '../progress/course-progress-types';

export type CompletionState =
  | { status: 'idle' | 'busy' }
  | { status: 'failed'; reason: 'completion'; detail?: string | undefined }
  /** The course is passed; the evaluation could not be saved. `skip` goes on to the thank-you page without it. */
  | { status: 'failed'; reason: 'evaluation'; detail?: string | undefined; skip: () => void };

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
      // Passed already (here, or earlier: back on the evaluation page from the thank-you page):
      // never a second completion, which would be a second pass in the statistics.
      if (course.progress?.completed === true) {
        passedHere.current = true;
      }
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
      const thanks = () => navigate(`/${slug}/${THANKS_SEGMENT}`);
      if (options.withEvaluation && !(await course.saveEvaluation())) {
        setState({ status: 'failed', reason: 'evaluation', skip: thanks });
        return;
      }
      thanks();
    } catch (error) {
      setState({ status: 'failed', reason: 'completion', detail: normalizeError(error).message });
    }
  }

  return { state, finish };
}
