import type { Education, EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { type BlockLocation, chapterBlocks, educationKey, isAnswerableBlock } from './education';
import { type CourseStep, courseSteps, findStepIndex } from './steps';

// How far a learner has come in a course: which chapters are done, and where to go on.

/** Progress of a course: `[completed chapters, total chapters]` (SPEC §4). */
export type CourseProgress = [completed: number, total: number];

function answeredBlockIds(education: Education, entries: readonly ProgressEntry[]): Set<string> {
  const key = educationKey(education);
  return new Set(
    entries
      .filter((entry) => entry.educationId === key && entry.part === 'normal')
      .map((entry) => entry.blockId),
  );
}

// A course summary (the course list's items, which `courseStatus` also reads) has no evaluation.
function hasEvaluationAnswer(
  education: Pick<Education, 'id' | 'educationId'> & { evaluation?: Education['evaluation'] | undefined },
  entries: readonly ProgressEntry[],
): boolean {
  const key = educationKey(education);
  const evaluationIds = new Set((education.evaluation?.components ?? []).map((block) => block.block_id));
  return entries.some(
    (entry) => entry.educationId === key && entry.part === 'evaluation' && evaluationIds.has(entry.blockId),
  );
}

/**
 * For each chapter, whether it is complete (SPEC §4 counts completed chapters; this is the
 * rule it leaves open):
 * - a completed course has every chapter complete;
 * - a chapter with mandatory blocks is complete when every one of them has progress;
 * - a chapter without mandatory blocks (text only, or optional questions) is complete once the
 *   learner has answered anything in it or after it: a later chapter or the evaluation. So a
 *   text-only chapter counts as done when the learner has moved past it, and a text-only last
 *   chapter when they have reached the evaluation.
 * Answers to blocks that no longer exist are ignored (content edits never count against the
 * learner).
 */
export function chapterCompletion(
  education: Education,
  entries: readonly ProgressEntry[],
  options: { completed?: boolean | undefined } = {},
): boolean[] {
  if (options.completed) {
    return education.chapters.map(() => true);
  }
  const answered = answeredBlockIds(education, entries);
  const locations = chapterBlocks(education);
  const inChapter = (chapter: number) => locations.filter((location) => location.chapter === chapter);
  const hasAnswer = (location: BlockLocation) => answered.has(location.block.block_id);
  const lastReachedChapter = hasEvaluationAnswer(education, entries)
    ? education.chapters.length
    : locations.filter(hasAnswer).reduce((last, location) => Math.max(last, location.chapter), 0);

  return education.chapters.map((_, chapterIndex) => {
    const chapter = chapterIndex + 1;
    const mandatory = inChapter(chapter).filter((location) => location.block.mandatory);
    if (mandatory.length > 0) {
      return mandatory.every(hasAnswer);
    }
    return lastReachedChapter >= chapter;
  });
}

/**
 * `[completedChapters, totalChapters]` for a learner's progress.
 *
 * @example courseProgress(education, progress) // [1, 3]
 */
export function courseProgress(
  education: Education,
  progress: LearnerProgress | null | undefined,
): CourseProgress {
  const completion = chapterCompletion(education, progress?.entries ?? [], {
    completed: progress?.completed,
  });
  return [completion.filter(Boolean).length, completion.length];
}

/**
 * Where `/{slug}/fortsatt` leads (SPEC §4): the page of the first answerable block without
 * progress, so with nothing answered yet it is the page of the first question (the first
 * step of a course without questions). With every block answered it is the step after the
 * page of the last answered block (the evaluation or thank-you page when that was the last
 * page).
 */
export function resumePosition(
  education: Education,
  progress: Pick<EducationProgress, 'entries'> | null | undefined,
): CourseStep {
  const steps = courseSteps(education);
  const answered = answeredBlockIds(education, progress?.entries ?? []);
  const answerable = chapterBlocks(education).filter((location) => isAnswerableBlock(location.block));
  const firstOpen = answerable.find((location) => !answered.has(location.block.block_id));
  const firstStep = steps[0] as CourseStep;
  if (firstOpen) {
    return steps[findStepIndex(steps, firstOpen)] ?? firstStep;
  }
  const lastAnswered = answerable.filter((location) => answered.has(location.block.block_id)).at(-1);
  if (!lastAnswered) {
    return firstStep;
  }
  return steps[findStepIndex(steps, lastAnswered) + 1] ?? firstStep;
}

/** The saved progress a block should count: what `courseStatus` counts for the same learner. */
export type LearnerProgress = Pick<EducationProgress, 'entries'> & { completed?: boolean | undefined };

/**
 * The progress to show a learner: the host's saved progress, or for a logged-in learner
 * without it, the answers the server sent with the education. A logged-in learner whose
 * status is `completed` gets `completed: true` (an anonymous learner's device carries it).
 * `courseStatus` makes the same choice through this function; `courseProgress` takes the
 * progress as given, so blocks call this first to make the two agree.
 *
 * @example courseProgress(education, learnerProgress(education, progress, loggedIn))
 */
export function learnerProgress(
  education: Pick<Education, 'user'>,
  progress: LearnerProgress | null | undefined,
  loggedIn: boolean,
): LearnerProgress | null {
  const completedOnAccount = loggedIn && education.user?.status === 'completed';
  if (progress) {
    return completedOnAccount && !progress.completed ? { ...progress, completed: true } : progress;
  }
  if (loggedIn && education.user) {
    return { entries: education.user.answers, completed: completedOnAccount };
  }
  return null;
}
