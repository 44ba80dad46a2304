import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';

// What happens in courses, recorded for the authority's statistics (issue 26; the table is
// `learning_events`, db/schema.ts). Every write here is one statement. A logged-in learner's
// event copies their profile's organisation and work title as they are at that moment.

/** Who an event is about: an account, or an anonymous learner (null). */
type Learner = number | null;

/**
 * The statement that records the start of each course a logged-in learner saved answers to in
 * the statement `saved` (a CTE returning `user_id`, `education_id` and `part`): the first save
 * of a course's own answers is its start (an evaluation's are not), later ones change nothing. Run in the save's own statement, so a save
 * costs no extra round trip (the save path carries 2,000 learners, issue 25).
 */
export function startsOfSaved(saved: SQL): SQL {
  return sql`
    insert into learning_events (education_id, kind, user_id, anonymous, organization_id, work_title_id)
    select distinct s.education_id, 'started', s.user_id, false, u.organization_id, u.work_title_id
    from ${saved} s join users u on u.id = s.user_id
    where s.part = 'normal'
    on conflict (user_id, education_id, kind) where user_id is not null do nothing`;
}

/** What an event says happened. */
export type LearningEventKind = 'started' | 'passed' | 'not_passed' | 'certificate';

/**
 * Records that a learner started a course, passed it, answered everything and did not pass, or
 * was issued its certificate. A logged-in learner's first event of each kind per course is the
 * one kept (a later one changes nothing: a later failure, a second pass); a pass or failure
 * carries when they started, for the time it took. An anonymous learner cannot be told from
 * another, so each anonymous event is its own (the player reports a start once per course it
 * holds on the device). Nothing recorded is changed afterwards, so the figures of a past
 * period never change.
 */
export async function recordLearningEvent(
  db: Database,
  learner: Learner,
  educationId: number,
  kind: LearningEventKind,
): Promise<void> {
  if (learner === null) {
    await db.execute(
      sql`insert into learning_events (education_id, kind, anonymous) values (${educationId}, ${kind}, true)`,
    );
    return;
  }
  const startedAt =
    kind === 'passed' || kind === 'not_passed'
      ? sql`(select at from learning_events
          where user_id = u.id and education_id = ${educationId} and kind = 'started')`
      : sql`null::timestamptz`;
  await db.execute(sql`
    insert into learning_events (education_id, kind, user_id, anonymous, organization_id, work_title_id, started_at)
    select ${educationId}, ${kind}, u.id, false, u.organization_id, u.work_title_id, ${startedAt}
    from users u where u.id = ${learner}
    on conflict (user_id, education_id, kind) where user_id is not null do nothing`);
}
