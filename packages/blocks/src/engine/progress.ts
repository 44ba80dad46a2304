import type { BlockPart, Education, EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { type BlockLocation, chapterBlocks, educationKey, isAnswerableBlock } from './education';
import { type CourseStep, courseSteps, findStepIndex } from './steps';

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

/** An answer as a block reports it. */
export interface AnswerChange {
  educationId: number;
  blockId: string;
  values: string[];
  part?: BlockPart | undefined;
}

function sameEntry(
  a: Pick<ProgressEntry, 'blockId' | 'part'>,
  b: Pick<ProgressEntry, 'blockId' | 'part'>,
): boolean {
  return a.blockId === b.blockId && a.part === b.part;
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** An empty progress record for an education. */
export function emptyProgress(educationId: number): EducationProgress {
  return { educationId, entries: [], lastModified: null, lastPush: null, completed: false };
}

/**
 * Merges pending changes into saved progress (SPEC §4): the last answer per block and part
 * wins, answers to other blocks are kept. `lastModified` moves to `now` only when a value
 * really changed, so an unchanged answer triggers no push. Changes for other educations
 * are ignored.
 */
export function mergeProgress(
  saved: EducationProgress,
  pending: readonly ProgressEntry[],
  now: number = Date.now(),
): EducationProgress {
  let changed = false;
  const entries = [...saved.entries];
  // A clock set back (a time-server correction) must not stamp an answer before the last push,
  // or `unpushedEntries` would never send it.
  const stamp = Math.max(now, saved.lastPush ?? 0, saved.lastModified ?? 0);
  for (const change of pending) {
    if (change.educationId !== saved.educationId) {
      continue;
    }
    const at = entries.findIndex((entry) => sameEntry(entry, change));
    const existing = entries[at];
    if (existing && sameValues(existing.values, change.values)) {
      continue;
    }
    changed = true;
    if (existing) {
      entries[at] = { ...existing, values: [...change.values], modifiedAt: stamp };
    } else {
      entries.push({ ...change, values: [...change.values], modifiedAt: stamp });
    }
  }
  return changed ? { ...saved, entries, lastModified: stamp } : saved;
}

/**
 * The answers of a course a logged-in learner's device must still send: those changed at or
 * after the last push began (all of them before the first push). Answers that came from the
 * server are not sent back, so a tab with an older copy never overwrites a newer answer
 * given in another tab or on another device. A host that does not stamp answers
 * (`mergeProgress` does; no entry has `modifiedAt`) sends them all, as before.
 */
export function unpushedEntries(progress: Pick<EducationProgress, 'entries' | 'lastPush'>): ProgressEntry[] {
  const { lastPush, entries } = progress;
  if (lastPush === null || entries.every((entry) => entry.modifiedAt === undefined)) {
    return entries;
  }
  return entries.filter((entry) => entry.modifiedAt !== undefined && entry.modifiedAt >= lastPush);
}

/**
 * The `lastPush` to record after a push that began at `startedAt` and sent `sent`. Usually
 * `startedAt`; earlier when the progress now holds an answer from before that moment which the
 * push did not carry (taken in from another tab while the push was under way), so that answer
 * is still offered by `unpushedEntries` at the next round; later when answers stamped as the push
 * began all went with it.
 */
export function lastPushAfter(
  progress: Pick<EducationProgress, 'entries' | 'lastPush'>,
  sent: readonly ProgressEntry[],
  startedAt: number,
): number {
  const carried = (entry: ProgressEntry) =>
    sent.some((item) => sameEntry(item, entry) && sameValues(item.values, entry.values));
  let lastPush = startedAt;
  for (const entry of progress.entries) {
    const at = entry.modifiedAt;
    if (
      at !== undefined &&
      at < lastPush &&
      at >= (progress.lastPush ?? 0) &&
      entry.part === 'normal' &&
      !carried(entry)
    ) {
      lastPush = at;
    }
  }
  if (lastPush === startedAt) {
    // Answers stamped in the very millisecond the push began, and carried by it: the push is
    // recorded just after them, or `needsPush`'s same-millisecond rule would offer them again.
    const sameMoment = progress.entries.filter((entry) => (entry.modifiedAt ?? -1) >= startedAt);
    if (sameMoment.length > 0 && sameMoment.every(carried)) {
      return Math.max(...sameMoment.map((entry) => entry.modifiedAt ?? startedAt)) + 1;
    }
  }
  return lastPush;
}

/**
 * Joins a course's progress held in memory with a copy another tab has just stored: per block
 * the newer answer wins (an answer without `modifiedAt` counts as oldest; on a tie the stored
 * copy wins), answers only one side has are kept, and the course counts as completed when
 * either says so. The earlier of the two `lastPush` times is kept, so an answer taken in from
 * the other tab is sent by this one too if that tab never got to send it.
 */
export function mergeStoredProgress(held: EducationProgress, stored: EducationProgress): EducationProgress {
  const entries = [...held.entries];
  let changed = false;
  for (const incoming of stored.entries) {
    const at = entries.findIndex((entry) => sameEntry(entry, incoming));
    const existing = entries[at];
    if (!existing) {
      entries.push(incoming);
      changed = true;
    } else if (
      (incoming.modifiedAt ?? 0) >= (existing.modifiedAt ?? 0) &&
      !sameValues(existing.values, incoming.values)
    ) {
      entries[at] = incoming;
      changed = true;
    }
  }
  const completed = held.completed || stored.completed;
  if (!changed && completed === held.completed) {
    return held;
  }
  const lastModified = Math.max(held.lastModified ?? 0, stored.lastModified ?? 0) || null;
  const lastPush =
    held.lastPush === null || stored.lastPush === null ? null : Math.min(held.lastPush, stored.lastPush);
  return { ...held, entries, completed, lastModified, lastPush };
}

/** A learner's progress on a device: saved progress per education and changes not yet merged. */
export interface LearnerProgressState {
  saved: Record<number, EducationProgress>;
  pending: ProgressEntry[];
}

export type RecordAnswerResult =
  | { recorded: true; state: LearnerProgressState }
  | {
      recorded: false;
      reason: 'anonymous-other-course';
      otherEducationId: number;
      state: LearnerProgressState;
    };

/** The unfinished course an anonymous learner already has answers in, other than `educationId`. */
export function otherCourseInProgress(state: LearnerProgressState, educationId: number): number | null {
  for (const progress of Object.values(state.saved)) {
    if (progress.educationId !== educationId && !progress.completed && progress.entries.length > 0) {
      return progress.educationId;
    }
  }
  const pending = state.pending.find((entry) => entry.educationId !== educationId);
  return pending ? pending.educationId : null;
}

/**
 * Holds an answer as a pending change (SPEC §4), replacing an earlier pending answer to the
 * same block. An anonymous learner with unfinished progress in another course does not
 * get the change recorded; the result says so, and names that course, so the UI can tell
 * the learner and offer to switch ({@link forgetOtherCourses}).
 */
export function recordAnswer(
  state: LearnerProgressState,
  change: AnswerChange,
  options: { anonymous: boolean },
): RecordAnswerResult {
  if (options.anonymous) {
    const otherEducationId = otherCourseInProgress(state, change.educationId);
    if (otherEducationId !== null) {
      return { recorded: false, reason: 'anonymous-other-course', otherEducationId, state };
    }
  }
  const entry: ProgressEntry = {
    educationId: change.educationId,
    blockId: change.blockId,
    values: [...change.values],
    part: change.part ?? 'normal',
  };
  const pending = state.pending.filter(
    (existing) => !(existing.educationId === entry.educationId && sameEntry(existing, entry)),
  );
  return { recorded: true, state: { ...state, pending: [...pending, entry] } };
}

/** Merges every pending change into saved progress and clears the pending list. */
export function applyPending(state: LearnerProgressState, now: number = Date.now()): LearnerProgressState {
  const saved = { ...state.saved };
  for (const educationId of new Set(state.pending.map((entry) => entry.educationId))) {
    saved[educationId] = mergeProgress(saved[educationId] ?? emptyProgress(educationId), state.pending, now);
  }
  return { saved, pending: [] };
}

/** Drops unfinished progress in every course but `educationId` (the learner chose to switch). */
export function forgetOtherCourses(state: LearnerProgressState, educationId: number): LearnerProgressState {
  const saved = Object.fromEntries(
    Object.entries(state.saved).filter(
      ([, progress]) => progress.educationId === educationId || progress.completed,
    ),
  );
  return { saved, pending: state.pending.filter((entry) => entry.educationId === educationId) };
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
