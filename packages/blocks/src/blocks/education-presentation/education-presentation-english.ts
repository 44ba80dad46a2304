import type { educationPresentationLabels } from './education-presentation-labels';

/** The texts of `education-presentation` in English, for `englishLabels`. */
export const educationPresentationEnglish: Readonly<
  Record<keyof typeof educationPresentationLabels, string>
> = {
  'presentation.status': 'Status:',
  'presentation.badge.none': 'Not started',
  'presentation.badge.progress': 'Started',
  'presentation.badge.completed': 'Completed',
  'presentation.badge.locked': 'Login required',
  'presentation.badge.approvalRequired': 'Approval required',
  'presentation.badge.approvalPending': 'Awaiting approval',
  'presentation.badge.coming': 'Opens soon',
  'presentation.badge.earlier': 'Closed',
  'presentation.badge.closed': 'Closed',
  'presentation.start': 'Start the course',
  'presentation.continue': 'Continue the course',
  'presentation.progress': 'You have done {done} of {total} chapters.',
  'presentation.completed': 'You have completed the course.',
  'presentation.certificate': 'To your certificate',
  'presentation.login': 'Log in to take the course',
  'presentation.approvalRequired': 'You need an approval to take the course.',
  'presentation.requestAccess': 'Apply to take the course',
  'presentation.requestSending': 'Sending the application …',
  'presentation.requestSent': 'Your application is sent. You will get an e-mail when it has been handled.',
  'presentation.requestError': 'The application could not be sent. {message}',
  'presentation.approvalPending': 'Your application is awaiting approval.',
  'presentation.coming': 'The course opens {date}.',
  'presentation.earlier': 'The course closed {date}.',
  'presentation.closed': 'The course is closed.',
  'presentation.chapters': 'Chapters of the course',
  'presentation.chapterDone': 'done',
  'presentation.missing': 'The course could not be shown.',
};
