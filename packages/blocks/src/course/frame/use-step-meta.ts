import type { Education } from '@jamstalldhet/contract';
import { useMemo } from 'react';
import type { TitleStep } from '../../engine/index';
import type { CourseStepMeta } from '../host/course-host';
import { useCourseHost } from '../progress/course-progress-context';

/** The document head of a page inside a course, through the host's `useStepMeta`. */
export function useStepMeta(
  education: Education,
  step: TitleStep | undefined,
  shown: Pick<CourseStepMeta, 'section' | 'episodePostId'> = {},
): void {
  const { useStepMeta: useHostStepMeta, labels: t } = useCourseHost();
  // One object per set of labels, so a host's hook may depend on it.
  const titleTexts = useMemo(
    () => ({
      chapter: t['course.titleChapter'],
      episode: t['course.titleEpisode'],
      page: t['course.titlePage'],
      evaluation: t['course.titleEvaluation'],
      thanks: t['course.titleThanks'],
      sorry: t['course.titleSorry'],
    }),
    [t],
  );
  useHostStepMeta({ education, step, titleTexts, ...shown });
}
