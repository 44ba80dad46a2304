import {
  type CourseStep,
  type NavigationLink,
  type NavigationOptions,
  navigationLabels,
} from '../../engine/index';
import { useCourseHost } from '../progress/course-progress-context';

/**
 * The previous and next buttons of a step (the engine's `navigationLabels`), worded by the
 * player's labels, so a host's texts (`englishLabels`) reach the buttons too.
 */
export function useStepNavigation(
  steps: readonly CourseStep[],
  index: number,
  options: Omit<NavigationOptions, 'texts'>,
): { previous: NavigationLink | null; next: NavigationLink | null } {
  const { labels: t } = useCourseHost();
  return navigationLabels(steps, index, {
    ...options,
    texts: {
      previous: t['course.previous'],
      next: t['course.next'],
      toEvaluation: t['course.toEvaluation'],
      finish: t['course.finish'],
    },
  });
}
