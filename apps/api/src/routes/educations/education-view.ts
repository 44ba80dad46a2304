import {
  type CourseStatus,
  courseOutline,
  courseStatus,
  educationKey,
  withoutAnswerKey,
} from '@jamstalldhet/blocks/engine';
import { type Education, EducationSchema } from '@jamstalldhet/contract';
import type { Database } from '../../db/database';
import { answerOfCheckedParts } from '../../http/answer-check';
import { forbidden, unauthorized } from '../../http/errors';
import { cachedContent } from '../../storage/content-cache';
import { educationUser, mayTake } from '../../storage/learning';
import type { UserRow } from '../../storage/sessions';

/**
 * Whether the caller may take a course (SPEC §6 access levels): an open course anyone, a
 * `users` course anyone logged in, a `users_approved` course after approval or completion.
 */
export async function callerMayTake(
  db: Database,
  user: UserRow | null,
  education: Education,
): Promise<boolean> {
  if (education.access === 'open') {
    return true;
  }
  return user !== null && mayTake(db, user.id, education);
}

/** Refuses a caller who may not take the course: 401 without a login, else 403. */
export async function requireMayTake(
  db: Database,
  user: UserRow | null,
  education: Education,
): Promise<void> {
  if (!(await callerMayTake(db, user, education))) {
    throw user ? forbidden('Du har inte tillgång till utbildningen') : unauthorized();
  }
}

/** The statuses (SPEC §4) in which a course is not open: its pages are not sent. */
const NOT_OPEN: ReadonlySet<CourseStatus> = new Set(['closed', 'coming', 'earlier']);

/**
 * The education as this caller is sent it: the whole course to those who may take it while it
 * is open, the presentation and outline to others, never the answer key of a course that gives
 * a certificate; a logged-in learner's own status, answers and certificate attached. A course
 * not yet open, closed or ended is an outline to everyone but a logged-in learner who completed
 * it (issue 38; docs/decisions.md): their answers and certificate stay theirs.
 */
export async function educationForCaller(
  db: Database,
  user: UserRow | null,
  education: Education,
): Promise<Education> {
  const own = user ? USER_PART.parse(await educationUser(db, user.id, education)) : null;
  const status = courseStatus({ ...education, user: own }, { loggedIn: user !== null, progress: null });
  const whole = !NOT_OPEN.has(status) && (await callerMayTake(db, user, education));
  // The same for every caller of a kind: made once per content freshness window, not per request.
  // Each part is read with its schema (the course once per window, the learner's part per
  // request), so the answer is not read again as a whole (http/answer-check.ts).
  const shown = await cachedContent(
    db,
    `education-shown:${educationKey(education)}:${whole ? 'whole' : 'outline'}`,
    async () => EducationSchema.parse(withoutAnswerKey(whole ? education : courseOutline(education))),
  );
  return answerOfCheckedParts({ ...shown, user: own });
}

const USER_PART = EducationSchema.shape.user.unwrap().unwrap();
