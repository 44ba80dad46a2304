import { BLOCK_FOLDERS } from '../blocks/block-folders';
import type { LabelKey, PartLabelKey } from './default-labels';

/** The English of the texts several blocks share; each block folder's are in its manifest. */
const partEnglish: Readonly<Record<PartLabelKey, string>> = {
  'course.loading': 'Loading the course …',
  'course.loadFailed': 'The course could not be loaded.',
  'course.retry': 'Try again',
  'course.notFound': 'The page could not be found',
  'course.noEducation': 'No course.',
  'course.chapterContext': 'Chapter {chapter} of {chapters}: {title}',
  'course.pagePosition': 'Page {page} of {pages}',
  'course.saveStatePrefix': 'Your answers: ',
  'course.saveLocal': 'Saved on this device',
  'course.saveSaved': 'Saved',
  'course.savePending': 'Saving shortly',
  'course.saveSaving': 'Saving …',
  'course.saveFailed': 'Not saved yet – we will try again',
  'course.menuButton': 'All chapters',
  'course.menuTitle': 'Chapters of the course',
  'course.menuClose': 'Close',
  'course.menuSummary': '{done} of {total} chapters done',
  'course.menuChapter': 'Chapter {number}:',
  'course.menuChapterDone': 'done',
  'course.navigation': 'Pages of the course',
  'course.previous': 'Previous',
  'course.next': 'Next page',
  'course.toEvaluation': 'To the evaluation',
  'course.finish': 'Complete the course',
  'course.titleChapter': 'Chapter',
  'course.titleEpisode': 'Episode',
  'course.titlePage': 'Page',
  'course.titleEvaluation': 'Evaluation',
  'course.titleThanks': 'Thank you',
  'course.titleSorry': 'Not passed yet',
  'course.completionBusy': 'Sending your answers …',
  'course.evaluationFailed':
    'The evaluation could not be saved. Your answers are kept, so you can try again.',
  'course.skipEvaluation': 'Go on without sending the evaluation',
  'course.completionFailed':
    'The course could not be completed. Your answers are kept, so you can try again.',
  'course.failureDetail': 'The error: {detail}',
  'course.errorOffline':
    'The course could not be completed because the connection was lost. Your answers are kept. Try again when you are online.',
  'course.errorLoggedOut':
    'You have been logged out. Log in again to complete the course. Your answers are kept.',
  'course.errorServer':
    'The course could not be completed right now. Your answers are kept. Try again in a while.',
  'course.missingHeading': 'Answer the mandatory questions before you go on',
  'course.missingUntitled': 'Mandatory question',
  'course.evaluationTitle': 'Evaluation',
  'course.termsHeading': 'How we handle your answers',
  'course.termsDefault':
    '<p>By sending the evaluation you agree that your answers are handled according to our handling of personal data.</p>',
  'course.thanksTitle': 'Thank you for taking the course',
  'course.fetchingCertificate': 'Fetching your certificate …',
  'course.certificatesLead': 'Once you have requested your certificate, it is also under',
  'course.certificateIssuedLead': 'Your certificate has already been issued. You will find it under',
  'course.certificatesLink': 'My certificates',
  'course.sorryTitle': 'You have not passed the course yet',
  'course.sorryLead':
    'To pass the course you need to answer every mandatory question and answer correctly the questions that have a correct answer.',
  'course.sorryChecking': 'Checking your answers …',
  'course.sorryCheckFailed':
    'We could not check your answers right now, so questions with wrong answers are not shown here. Try again in a while.',
  'course.sorryUnanswered': 'Questions without an answer',
  'course.sorryWrong': 'Questions with a wrong answer',
  'course.sorryUntitled': 'Question without a title',
  'course.sorryPlace': 'Chapter {chapter}, episode {episode}, page {page}',
  'course.sorryNextHeading': 'What to do now',
  'course.sorryNextProblems':
    'Go back to the questions above and change your answers. Your other answers are kept. Then choose Complete the course again.',
  'course.sorryNextNone':
    'We find no questions without an answer right now. Go to the last step and choose Complete the course again.',
  'course.sorryFirstQuestion': 'To the first question',
  'course.sorryLastStep': 'To the last step',
  'course.sorryStart': 'To the course’s start page',
  'course.conflictTitle': 'Your answers are saved for one course at a time',
  'course.conflictText':
    'You have already answered questions in {other} on this device. Without logging in we save answers for one course at a time, so your answer here is not saved. If you switch to this course, your answers in the other one are removed.',
  'course.conflictOtherNamed': 'the course {title}',
  'course.conflictOtherUnnamed': 'another course',
  'course.conflictSwitch': 'Switch to this course',
  'course.conflictKeep': 'Keep the other one',
  'course.conflictAccountLead': 'Do you want to take several courses at once?',
  'course.conflictLogin': 'Log in',
  'course.conflictOr': 'or',
  'course.conflictRegister': 'create an account',
  'course.conflictAccountTail': ', and your answers are saved on your account.',
  'course.mergeTitle': 'Do you want to save your answers on your account?',
  'course.mergeText':
    'Before you logged in you answered questions in {course} on this device. Do you want to save the answers on your account, so that you can continue where you left off? If you close this box, the answers stay on the device until next time.',
  'course.mergeCourseNamed': 'the course “{title}”',
  'course.mergeCourseUnnamed': 'a course',
  'course.mergeKeep': 'Yes, save the answers on my account',
  'course.mergeDiscard': 'No, remove the answers',
  'course.mergeKept': 'Your answers are saved on your account.',
  'course.mergeNotYetKept':
    'Your answers could not be saved on the account right now. They stay on this device and are saved when you open the course again.',
  'link.newWindow': '(opens in a new window)',
  'popup.close': 'Close',
  'question.mandatory': '(required)',
  'question.missing': 'Answer the question before you go on.',
  'question.check': 'Check the answer',
  'question.correct': 'Right answer',
  'question.wrong': 'Wrong answer',
  'question.correctHeading': 'Right!',
  'question.wrongHeading': 'Not quite.',
  'question.checking': 'Checking the answer …',
  'question.checkFailed': 'The answer could not be checked right now. Try again in a moment.',
  'question.counter': '{count} of {max} characters',
  'question.limit': 'You can write at most {max} characters.',
  'question.limitReached': 'You have written as much as fits.',
  'transcript.show': 'Show text version',
  'transcript.hide': 'Hide text version',
  'unknownBlock.warning': 'Unknown block "{name}" ({id}) is not shown to visitors.',
};

/**
 * Every text of the package in English, for sites in English. Pass it (or part of it) to the
 * provider; a key left out keeps its Swedish default. A new text without an English one fails
 * the build: the shared texts' English is typed by their keys here, and a block folder's
 * manifest must give `english` for every key of its `labels` (`defineBlockFolder`).
 *
 * @example <BlocksProvider labels={englishLabels}>
 */
export const englishLabels: Readonly<Record<LabelKey, string>> = Object.assign(
  {},
  partEnglish,
  ...BLOCK_FOLDERS.map((folder) => ('english' in folder ? folder.english : {})),
);
