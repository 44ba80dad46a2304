import type { Education, EducationProgress } from '@jamstalldhet/contract';
import { courseProgress, learnerProgress } from './course-progress';
import { chapterBlocks, educationKey } from './education';

/** A learner's status in a course (SPEC §4). */
export type CourseStatus =
  | 'completed'
  | 'closed'
  | 'coming'
  | 'earlier'
  | 'locked'
  | 'approval_pending'
  | 'approval_required'
  | 'progress'
  | 'none';

export interface CourseStatusContext {
  /** Whether the learner is logged in. */
  loggedIn: boolean;
  /** Saved progress; for a logged-in learner without it, `education.user.answers` is used. */
  progress?: { entries: EducationProgress['entries']; completed?: boolean | undefined } | null | undefined;
  /** The current time: a `Date` or milliseconds since the epoch. @default Date.now() */
  now?: Date | number | undefined;
}

type StatusEducation = Pick<
  Education,
  'id' | 'educationId' | 'status' | 'access' | 'available' | 'user' | 'chapters'
>;

/**
 * The learner's status, by the ten rules of SPEC §4 in priority order; the first rule that
 * holds wins. `available.from` and `available.to` are unix seconds.
 *
 * @example courseStatus(education, { loggedIn: false, progress: null }) // 'none'
 */
export function courseStatus(education: StatusEducation, context: CourseStatusContext): CourseStatus {
  const nowSeconds = (context.now === undefined ? Date.now() : Number(context.now)) / 1000;
  const userStatus = context.loggedIn ? (education.user?.status ?? null) : null;
  const needsLogin = education.access === 'users' || education.access === 'users_approved';
  const { from, to } = education.available;
  const key = educationKey(education);
  // Answers to blocks an editor has removed are kept but ignored (content edits never count).
  // A course summary has no chapters; its answers are taken as they are.
  const blockIds = new Set(chapterBlocks(education as Education).map((location) => location.block.block_id));
  const counts = (blockId: string) => blockIds.size === 0 || blockIds.has(blockId);
  const entries = (learnerProgress(education, context.progress, context.loggedIn)?.entries ?? []).filter(
    (entry) => entry.educationId === key && entry.part === 'normal' && counts(entry.blockId),
  );

  // 1. completed: logged in with user status completed.
  if (context.loggedIn && userStatus === 'completed') {
    return 'completed';
  }
  // 2. closed: the course is closed.
  if (education.status === 'closed') {
    return 'closed';
  }
  // 3. coming: before the course opens.
  if (typeof from === 'number' && nowSeconds < from) {
    return 'coming';
  }
  // 4. earlier: after the course has closed.
  if (typeof to === 'number' && nowSeconds > to) {
    return 'earlier';
  }
  // 5. locked: login needed and not logged in.
  if (needsLogin && !context.loggedIn) {
    return 'locked';
  }
  // 6. approval_pending: approval needed and requested.
  if (education.access === 'users_approved' && userStatus === 'pending') {
    return 'approval_pending';
  }
  // 7. approval_required: approval needed and not yet requested.
  if (education.access === 'users_approved' && userStatus === null) {
    return 'approval_required';
  }
  // 8. completed: an anonymous learner's completed marker (the logged-in case is rule 1).
  if (!context.loggedIn && context.progress?.completed === true) {
    return 'completed';
  }
  // 9. progress: a chapter complete or any saved progress.
  const [completedChapters] = courseProgress(education as Education, { entries });
  if (completedChapters > 0 || entries.length > 0) {
    return 'progress';
  }
  // 10. none.
  return 'none';
}
