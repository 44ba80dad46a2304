import { createHash } from 'node:crypto';
import {
  type CoursePage,
  type CourseQuestion,
  coursePages,
  courseQuestions,
  educationKey,
  evaluationQuestions,
} from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import { type Database, resultRows } from '../db/database';
import { getSettings, listEducations } from '../storage/content';
import { rebuildCourseStatisticCounts } from '../storage/course-statistics';

// Made-up learners for the demo's statistics page (issue 26): without them a new demo shows
// nothing but "0" and "färre än 5". Demo mode only, once (while no learning event exists), the
// same each time (a seeded generator), no account behind any of them, each row marked `demo`:
// `remove-demo-accounts` removes them with the demo accounts, and production does not start
// while any is left (server.ts).

const TEXTS = [
  'Bra exempel från skolan.',
  'Mer om hur vi följer upp arbetet.',
  'Filmerna var det bästa.',
  'Lagom lång.',
  'Gärna fler övningar att göra i arbetslaget.',
  'Tydligt och konkret.',
];

/** mulberry32: small and seeded, so the demo's numbers are the same at every fresh start. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

interface DemoEvent {
  education_id: number;
  kind: 'started' | 'passed' | 'not_passed' | 'certificate';
  at: string;
  anonymous: boolean;
  organization_id: number | null;
  work_title_id: number | null;
  started_at: string | null;
}

/**
 * Learners in every demo course, month by month from January last year to `now`: some start,
 * most of those finish, most of those pass, half of those get their certificate, half of those
 * who finish fill in the evaluation. Nothing is made when any learning event exists.
 */
export async function ensureDemoStatistics(db: Database, now = new Date()): Promise<void> {
  const existing = await db.execute(sql`select exists (select 1 from learning_events) as found`);
  if (resultRows<{ found: boolean }>(existing)[0]?.found) {
    return;
  }
  const [educations, settings] = await Promise.all([listEducations(db), getSettings(db)]);
  const organizations = settings.taxonomies.user_organization.map((term) => term.id);
  const workTitles = settings.taxonomies.user_work_title.map((term) => term.id);
  const random = seeded(2026);
  const pick = <Item>(items: readonly Item[]): Item | null =>
    items.length === 0 ? null : (items[Math.floor(random() * items.length)] as Item);
  const events: DemoEvent[] = [];
  const evaluations: Array<{
    education_id: number;
    token_hash: string;
    answers: unknown;
    updated_at: string;
  }> = [];
  const start = Date.UTC(now.getUTCFullYear() - 1, 0, 1);
  const day = 24 * 60 * 60 * 1000;
  // The questions and pages (issue 37) draw from a generator of their own, so the figures above
  // stay what they were.
  const sections = demoSections(seeded(37));
  for (const education of educations) {
    const id = educationKey(education);
    const questions = evaluationQuestions(education);
    const learners = 120 + Math.floor(random() * 280);
    for (let learner = 0; learner < learners; learner += 1) {
      const startedAt = start + random() * (now.getTime() - start);
      const anonymous = random() < 0.55;
      const who = {
        education_id: id,
        anonymous,
        organization_id: anonymous || random() < 0.15 ? null : pick(organizations),
        work_title_id: anonymous || random() < 0.2 ? null : pick(workTitles),
      };
      const started = new Date(startedAt).toISOString();
      events.push({ ...who, kind: 'started', at: started, started_at: null });
      const finishedAt = startedAt + random() * 20 * day;
      if (random() > 0.65 || finishedAt > now.getTime()) {
        sections.stopped(education, anonymous, startedAt);
        continue;
      }
      const finished = new Date(finishedAt).toISOString();
      const passed = random() < 0.85;
      sections.finished(education, anonymous, startedAt, finished, passed);
      events.push({
        ...who,
        kind: passed ? 'passed' : 'not_passed',
        at: finished,
        started_at: anonymous ? null : started,
      });
      if (passed && random() < 0.5) {
        events.push({ ...who, kind: 'certificate', at: finished, started_at: null });
      }
      if (random() < 0.5 && questions.length > 0) {
        evaluations.push({
          education_id: id,
          token_hash: createHash('sha256').update(`demo-evaluation:${id}:${learner}`).digest('base64url'),
          answers: questions.map((question) => ({
            block_id: question.blockId,
            values:
              question.kind === 'text'
                ? random() < 0.4
                  ? [pick(TEXTS) ?? '']
                  : []
                : // Options later in the list (the higher grades) are chosen more often.
                  [question.options[Math.floor(Math.sqrt(random()) * question.options.length)]?.id ?? ''],
          })),
          updated_at: finished,
        });
      }
    }
  }
  await db.execute(sql`
    insert into page_reaches (education_id, page, at, anonymous, demo)
    select education_id, page, at, anonymous, true
    from jsonb_to_recordset(${JSON.stringify(sections.reaches)}::jsonb)
      as r(education_id int, page text, at timestamptz, anonymous boolean)`);
  await db.execute(sql`
    insert into question_answers (education_id, block_id, at, anonymous, first_result, final_result, options, demo)
    select education_id, block_id, at, anonymous, first_result, final_result,
      array(select jsonb_array_elements_text(options)), true
    from jsonb_to_recordset(${JSON.stringify(sections.answers)}::jsonb)
      as a(education_id int, block_id text, at timestamptz, anonymous boolean, first_result text,
        final_result text, options jsonb)`);
  await rebuildCourseStatisticCounts(db);
  await db.execute(sql`
    insert into learning_events (education_id, kind, at, anonymous, organization_id, work_title_id, started_at, demo)
    select education_id, kind, at, anonymous, organization_id, work_title_id, started_at, true
    from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(education_id int, kind text,
      at timestamptz, anonymous boolean, organization_id int, work_title_id int, started_at timestamptz)`);
  await db.execute(sql`
    with saved as (
      insert into evaluation_answers (education_id, token_hash, answers, updated_at, demo)
      select education_id, token_hash, answers, updated_at, true
      from jsonb_to_recordset(${JSON.stringify(evaluations)}::jsonb)
        as e(education_id int, token_hash text, answers jsonb, updated_at timestamptz)
      returning id, education_id, answers, updated_at
    )
    insert into evaluation_values (evaluation_id, education_id, block_id, value, answered_at)
    select s.id, s.education_id, a ->> 'block_id', v, s.updated_at
    from saved s, jsonb_array_elements(s.answers) a, jsonb_array_elements_text(a -> 'values') v`);
}

/** Whether made-up learners of demo mode are in the statistics. */
export async function hasDemoStatistics(db: Database): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (select 1 from learning_events where demo)
      or exists (select 1 from evaluation_answers where demo) as found`);
  return Boolean(resultRows<{ found: boolean }>(result)[0]?.found);
}

/** Removes demo mode's made-up learners from the statistics; answers how many events and evaluations went. */
export async function removeDemoStatistics(db: Database): Promise<{ events: number; evaluations: number }> {
  const events = await db.execute(sql`delete from learning_events where demo returning id`);
  await db.execute(sql`delete from question_answers where demo`);
  await db.execute(sql`delete from page_reaches where demo`);
  await rebuildCourseStatisticCounts(db);
  const evaluations = await db.execute(sql`delete from evaluation_answers where demo returning id`);
  const count = (result: unknown) => resultRows(result).length;
  return { events: count(events), evaluations: count(evaluations) };
}

/**
 * The made-up learners' pages and answers (issue 37): a learner who stops reaches some of the
 * pages, one who finishes all of them and answers every question, most of them right at the
 * first "Rätta svaret" and, having passed, right at the end. No account is behind any row.
 */
function demoSections(random: () => number) {
  const reaches: Array<{ education_id: number; page: string; at: string; anonymous: boolean }> = [];
  const answers: Array<{
    education_id: number;
    block_id: string;
    at: string;
    anonymous: boolean;
    first_result: string | null;
    final_result: string | null;
    options: string[];
  }> = [];
  // Each course's pages and questions, worked out once, not per made-up learner.
  const shapes = new Map<Education, { pages: CoursePage[]; questions: CourseQuestion[] }>();
  const shapeOf = (education: Education) => {
    const shape = shapes.get(education) ?? {
      pages: coursePages(education),
      questions: courseQuestions(education),
    };
    shapes.set(education, shape);
    return shape;
  };
  const reach = (education: Education, anonymous: boolean, startedAt: number, pages: number) => {
    for (const [index, page] of shapeOf(education).pages.slice(0, pages).entries()) {
      const at = new Date(startedAt + index * 60_000).toISOString();
      reaches.push({ education_id: educationKey(education), page: page.key, at, anonymous });
    }
  };
  return {
    reaches,
    answers,
    stopped(education: Education, anonymous: boolean, startedAt: number) {
      reach(education, anonymous, startedAt, Math.floor(random() * (shapeOf(education).pages.length + 1)));
    },
    finished(education: Education, anonymous: boolean, startedAt: number, at: string, passed: boolean) {
      reach(education, anonymous, startedAt, shapeOf(education).pages.length);
      // The completion's own row, which its answers are a part of (storage/course-statistics.ts).
      answers.push({
        education_id: educationKey(education),
        block_id: '',
        at,
        anonymous,
        first_result: null,
        final_result: null,
        options: [],
      });
      for (const question of shapeOf(education).questions) {
        const rights = question.rightOptions;
        const others =
          question.kind === 'choice' ? question.options.filter((option) => !rights.includes(option.id)) : [];
        const rightAtEnd = passed || random() < 0.7;
        const graded = question.graded && rights.length > 0;
        const anyOption =
          question.kind === 'choice'
            ? question.options[Math.floor(random() * question.options.length)]
            : undefined;
        answers.push({
          education_id: educationKey(education),
          block_id: question.blockId,
          at,
          anonymous,
          first_result: graded && random() < 0.8 ? (random() < 0.65 ? 'correct' : 'wrong') : null,
          final_result: graded ? (rightAtEnd ? 'correct' : 'wrong') : null,
          options:
            question.kind === 'text'
              ? []
              : graded
                ? rightAtEnd || others.length === 0
                  ? rights.slice(0, question.multiple ? undefined : 1)
                  : [others[0]?.id ?? '']
                : [anyOption?.id ?? ''],
        });
      }
    },
  };
}
