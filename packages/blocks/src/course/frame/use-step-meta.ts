import type { Education } from '@jamstalldhet/contract';
import type { TitleStep } from '../../engine/index';
import type { CourseStepMeta } from '../host/course-host';
import { useCourseHost } from '../progress/course-progress-context';

/** The document head of a page inside a course, through the host's `useStepMeta`. */
export function useStepMeta(
  education: Education,
  step: TitleStep | undefined,
  shown: Pick<CourseStepMeta, 'section' | 'episodePostId'> = {},
): void {
  const { useStepMeta: useHostStepMeta } = useCourseHost();
  useHostStepMeta({ education, step, ...shown });
}
