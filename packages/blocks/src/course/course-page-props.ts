import type { Education, Page } from '@jamstalldhet/contract';
import type { CourseStep } from '../engine/index';
import type { CourseProgressApi } from './progress/course-progress-types';

/** What every page inside a course gets from the course route. */
export interface CoursePageProps {
  /** The education's page (the presentation); blocks use its id for comments and archives. */
  page: Page;
  /** The education, normalised (chapter and episode `idx`, episode `post_id`). */
  education: Education;
  /** Every step of the course in order (the engine's `courseSteps`). */
  steps: readonly CourseStep[];
  /** The learner's progress and the calls that change it. */
  course: CourseProgressApi;
  loggedIn: boolean;
  /** The learner has completed the course (status `completed`). */
  completed: boolean;
}
