// The course player: `@jamstalldhet/blocks/course`. A host gives it a transport (and, if it
// likes, storage, a router, the signed-in user and texts); the player does the rest.

export { Course, type CourseProps } from './course';
export { type CourseLabels, courseLabels } from './course-labels';
export { CourseNotFound } from './course-not-found';
export { CourseView, type CourseViewProps } from './course-view';
export {
  type AccountPaths,
  type CourseHostOptions,
  type CourseStepMeta,
  type CourseUser,
  DEFAULT_ACCOUNT_PATHS,
  type EducationMenuState,
} from './host/course-host';
export { EDUCATION_MENU_VISIBILITY_DELAY_MS, useDocumentTitle, useOwnMenuState } from './host/defaults';
export {
  type CourseRouter,
  isInternalPath,
  memoryRouter,
  Navigate,
  RouterLink,
  type UseCourseRouter,
  useCourseRouter,
  useWouterRouter,
} from './host/router';
export { browserStorage, type CourseStorage, type StorageLike } from './host/storage';
export {
  type ApiAnswers,
  type CourseTransport,
  createFetchTransport,
  type FetchTransportOptions,
  type JsonRequest,
  toApiAnswers,
} from './host/transport';
export { loadAllCode } from './load-all-code';
export { PageContent, type PageContentProps } from './page-content';
export type { CourseProgressApi, OtherCourseConflict } from './progress/course-progress-types';
export { CourseProvider } from './progress/course-provider';
export { PROGRESS_STORAGE_KEY } from './progress/local-progress-store';
export type { Owner } from './progress/progress-state';
export { useCourseProgress } from './progress/use-course-progress';
export { loadEndSteps } from './steps/end-steps';
