import type { listEducationsLabels } from './list-educations-labels';

/** The texts of `list-educations` in English, for `englishLabels`. */
export const listEducationsEnglish: Readonly<Record<keyof typeof listEducationsLabels, string>> = {
  'listEducations.loading': 'Loading courses …',
  'listEducations.error': 'The courses could not be loaded.',
  'listEducations.retry': 'Try again',
  'listEducations.none': 'There are no courses to show right now.',
  'listEducations.filters': 'Filter the courses',
  'listEducations.educationType': 'Categories',
  'listEducations.educationLength': 'Course length',
  'listEducations.educationBy': 'Course by',
  'listEducations.reset': 'Clear all',
  'listEducations.chosenFilters': 'Chosen filters',
  'listEducations.removeFilter': 'Remove filter: {name}',
  'listEducations.count': 'Showing {count} courses',
  'listEducations.countOne': 'Showing 1 course',
  'listEducations.noMatch': 'No courses match the filters.',
  'listEducations.courses': 'Courses',
  'listEducations.statusPrefix': 'Status:',
  'listEducations.status.progress': 'Started',
  'listEducations.status.completed': 'Completed',
  'listEducations.status.locked': 'Login required',
  'listEducations.status.approvalRequired': 'Application required',
  'listEducations.status.approvalPending': 'Application sent',
  'listEducations.status.coming': 'Opens soon',
  'listEducations.status.closed': 'Closed',
};
