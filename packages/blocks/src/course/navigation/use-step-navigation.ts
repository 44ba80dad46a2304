import { type NavigationLink, navigationLabels } from '../../engine/index';
import { loadBlocks } from '../../render/registry';
import type { CoursePageProps } from '../course-page-props';
import { useCourseHost } from '../progress/course-progress-context';

/**
 * The previous and next buttons of a step (the engine's `navigationLabels`), worded by the
 * player's labels, so a host's texts (`englishLabels`) reach the buttons too; and `loadAhead`,
 * for when the learner reaches for the buttons, which loads the code of the blocks every step of
 * the course shows (each block loads by use: render/registry.ts; a chapter page loads the end
 * steps' code with it, steps/end-steps.ts). A learner on the move has the whole course's code then: each next page is
 * there at once, and the course goes on if the connection drops (code that cannot come would
 * have the host reload the page, which fails offline). Only the first page of a visit loads just
 * the blocks it shows.
 */
export function useStepNavigation({
  steps,
  step,
  completed,
  education,
}: Pick<CoursePageProps, 'steps' | 'completed' | 'education'> & { step: { index: number } }): {
  previous: NavigationLink | null;
  next: NavigationLink | null;
  loadAhead: () => void;
} {
  const { labels: t } = useCourseHost();
  const { index } = step;
  const loadAhead = () => {
    // Near steps first: their code is asked for first.
    const near = [steps[index + 1], steps[index - 1], ...steps];
    const names = near.flatMap((step) => step?.blocks.map((block) => block.name) ?? []);
    // A failed download is tried again when the block or step is shown.
    loadBlocks(names).catch(() => {});
  };
  const links = navigationLabels(steps, index, {
    completed,
    certificate: education.certificate,
    texts: {
      previous: t['course.previous'],
      next: t['course.next'],
      toEvaluation: t['course.toEvaluation'],
      finish: t['course.finish'],
    },
  });
  return { ...links, loadAhead };
}
