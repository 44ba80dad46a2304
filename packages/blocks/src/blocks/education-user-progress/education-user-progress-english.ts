import type { educationUserProgressLabels } from './education-user-progress-labels';

/** The texts of `education-user-progress` in English, for `englishLabels`. */
export const educationUserProgressEnglish: Readonly<
  Record<keyof typeof educationUserProgressLabels, string>
> = {
  'userProgress.label': 'Your progress in the course',
  'userProgress.count': '{done} of {total} chapters done',
  'userProgress.noChapters': 'The course has no chapters yet.',
};
