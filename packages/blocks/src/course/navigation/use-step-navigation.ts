import {
  type CourseStep,
  type NavigationLink,
  type NavigationOptions,
  navigationLabels,
} from '../../engine/index';
import { loadBlocks } from '../../render/registry';
import { useCourseHost } from '../progress/course-progress-context';

/**
 * The previous and next buttons of a step (the engine's `navigationLabels`), worded by the
 * player's labels, so a host's texts (`englishLabels`) reach the buttons too; and `loadAhead`,
 * which loads the code of the blocks the steps on either side show, for when the learner
 * reaches for the buttons (where blocks load by use, registry-by-use.ts: the next page is then
 * there at once instead of "Laddar …" while its blocks' code comes).
 */
export function useStepNavigation(
  steps: readonly CourseStep[],
  index: number,
  options: Omit<NavigationOptions, 'texts'>,
): { previous: NavigationLink | null; next: NavigationLink | null; loadAhead: () => void } {
  const { labels: t } = useCourseHost();
  const loadAhead = () => {
    const names = [steps[index - 1], steps[index + 1]].flatMap(
      (near) => near?.blocks.map((block) => block.name) ?? [],
    );
    // A failed download is tried again when the block is shown.
    loadBlocks(names).catch(() => {});
  };
  const links = navigationLabels(steps, index, {
    ...options,
    texts: {
      previous: t['course.previous'],
      next: t['course.next'],
      toEvaluation: t['course.toEvaluation'],
      finish: t['course.finish'],
    },
  });
  return { ...links, loadAhead };
}
