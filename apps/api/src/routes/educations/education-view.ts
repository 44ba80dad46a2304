import {
  type CourseStatus,
  courseOutline,
  courseStatus,
  educationKey,
  withoutAnswerKey,
} from '@jamstalldhet/blocks/engine';
import { type Education, EducationSchema } from '@jamstalldhet/contract';
import type { Database } from '../../db/database';
import { callerMayTake } from '../../http/access';
import { answerOfCheckedParts } from '../../http/answer-check';
import { cachedContent } from '../../storage/content-cache';
import { educationUser } from '../../storage/learning';
import type { UserRow } from '../../storage/sessions';

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
