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

/**
 * A learner started a course: an anonymous one as a new event (the player reports it once per
 * course it holds on the device), a logged-in one once per course.
 */
export async function recordStart(db: Database, learner: Learner, educationId: number): Promise<void> {
  await db.execute(
    learner === null
      ? sql`insert into learning_events (education_id, kind, anonymous) values (${educationId}, 'started', true)`
      : sql`
        insert into learning_events (education_id, kind, user_id, anonymous, organization_id, work_title_id)
        select ${educationId}, 'started', u.id, false, u.organization_id, u.work_title_id
        from users u where u.id = ${learner}
        on conflict (user_id, education_id, kind) where user_id is not null do nothing`,
  );
}

/**
 * A learner passed a course: a logged-in learner once (a second pass changes nothing), with
 * when they started, for the time it took; each anonymous pass is its own.
 */
export async function recordPass(db: Database, learner: Learner, educationId: number): Promise<void> {
  await recordOutcome(db, learner, educationId, 'passed');
}

/**
 * A learner answered every question and did not pass: a logged-in learner's first such attempt
 * in a course (a later one changes nothing; a later pass is counted as a pass, when it
 * happens), each anonymous one. Nothing recorded is changed afterwards, so the figures of a
 * past period never change.
 */
export async function recordFailure(db: Database, learner: Learner, educationId: number): Promise<void> {
  await recordOutcome(db, learner, educationId, 'not_passed');
}

async function recordOutcome(
  db: Database,
  learner: Learner,
  educationId: number,
  kind: 'passed' | 'not_passed',
): Promise<void> {
  if (learner === null) {
    await db.execute(
      sql`insert into learning_events (education_id, kind, anonymous) values (${educationId}, ${kind}, true)`,
    );
    return;
  }
  await db.execute(sql`
    insert into learning_events (education_id, kind, user_id, anonymous, organization_id, work_title_id, started_at)
    select ${educationId}, ${kind}, u.id, false, u.organization_id, u.work_title_id,
      (select at from learning_events
        where user_id = u.id and education_id = ${educationId} and kind = 'started')
    from users u where u.id = ${learner}
    on conflict (user_id, education_id, kind) where user_id is not null do nothing`);
}

/** A course's certificate was issued to a learner (once per completion). */
export async function recordCertificate(db: Database, learner: Learner, educationId: number): Promise<void> {
  await db.execute(
    learner === null
      ? sql`insert into learning_events (education_id, kind, anonymous) values (${educationId}, 'certificate', true)`
      : sql`
        insert into learning_events (education_id, kind, user_id, anonymous, organization_id, work_title_id)
        select ${educationId}, 'certificate', u.id, false, u.organization_id, u.work_title_id
        from users u where u.id = ${learner}
        on conflict (user_id, education_id, kind) where user_id is not null do nothing`,
  );
}
