// Benchmark of the statistics (issue 26) on PostgreSQL: 100,000 learners with accounts, their
// progress, completions, certificates and evaluations (and anonymous learners besides), then each
// statistics call as an administrator asks it, one at a time, driven by wrk. Measures, does not
// assert; writes bench/results/statistics-latest.json and the table in docs/performance.md.
// Run: npm run bench:statistics (a throwaway PostgreSQL server through scripts/with-postgres.mjs).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coursePages, courseQuestions } from '@jamstalldhet/blocks/engine';
import { EducationSchema } from '@jamstalldhet/contract';
import pg from 'pg';
import { writeReportSection } from '../../../scripts/report-section.mjs';
import { REBUILD_COURSE_STATISTIC_COUNTS } from '../src/storage/course-statistics';
import { freePort, startServerProcess } from '../test/server-process';
import { ensureDebianTool } from './debian-tool';
import { runWrk } from './wrk';

const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repository = path.resolve(apiDirectory, '../..');
const report = path.join(repository, 'docs/performance.md');
const LEARNERS = Number(process.env.BENCH_STATISTICS_LEARNERS ?? 100_000);
const ANONYMOUS = Number(process.env.BENCH_STATISTICS_ANONYMOUS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  throw new Error('bench:statistics measures PostgreSQL: run it through scripts/with-postgres.mjs');
}
if (!ensureDebianTool('wrk', 'wrk')) {
  throw new Error('bench:statistics needs wrk (Debian’s wrk package)');
}

/**
 * The learners, set-based in the database (the API's own writes are measured by bench:api): each
 * with an organisation and a work title (some without), one of the five demo courses started in
 * the last two years, five saved answers; 65 % finish, 85 % of those pass, half of those get the
 * certificate, 60 % of those who finish fill in the evaluation. Anonymous learners start and
 * finish too. The same each run (a seeded generator).
 */
async function seed(client: pg.Client): Promise<void> {
  await client.query('select setseed(0.26)');
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, organization_id, work_title_id, email_verified)
     select 'bench-' || g || '@example.se', 'bench', 'Bench', 'L' || g,
       case when g % 11 = 0 then null else 31 + g % 9 end,
       case when g % 13 = 0 then null else 41 + (g / 9) % 9 end, true
     from generate_series(1, $1::int) g`,
    [LEARNERS],
  );
  await client.query(`
    create temporary table bench_learners as
    select id as user_id, 100 + id % 5 as education_id, organization_id, work_title_id,
      now() - random() * interval '700 days' as started_at, random() as finishes, random() as passes,
      random() as later
    from users where email like 'bench-%'`);
  await client.query(`
    insert into learning_events (education_id, kind, at, user_id, anonymous, organization_id, work_title_id)
    select education_id, 'started', started_at, user_id, false, organization_id, work_title_id from bench_learners`);
  await client.query(`
    insert into progress (user_id, education_id, block_id, "values", updated_at)
    select user_id, education_id, 'bench-' || block, '["ja"]', started_at
    from bench_learners, generate_series(1, 5) block`);
  await client.query(`
    create temporary table bench_finished as
    select *, least(now(), started_at + later * interval '20 days') as finished_at
    from bench_learners where finishes < 0.65`);
  await client.query(`
    insert into learning_events (education_id, kind, at, user_id, anonymous, organization_id, work_title_id, started_at)
    select education_id, case when passes < 0.85 then 'passed' else 'not_passed' end, finished_at, user_id,
      false, organization_id, work_title_id, started_at
    from bench_finished`);
  await client.query(`
    insert into completions (user_id, education_id, created_at)
    select user_id, education_id, finished_at from bench_finished where passes < 0.85`);
  await client.query(`
    insert into learning_events (education_id, kind, at, user_id, anonymous, organization_id, work_title_id)
    select education_id, 'certificate', finished_at, user_id, false, organization_id, work_title_id
    from bench_finished where passes < 0.85 and later < 0.5`);
  await client.query(
    `insert into learning_events (education_id, kind, at, anonymous)
     select 100 + g % 5, 'started', now() - random() * interval '700 days', true from generate_series(1, $1::int) g
     union all
     select 100 + g % 5, 'passed', now() - random() * interval '700 days', true from generate_series(1, $2::int) g`,
    [ANONYMOUS, Math.round(ANONYMOUS * 0.55)],
  );
  await client.query(`
    insert into evaluation_answers (education_id, token_hash, answers, updated_at)
    select education_id, 'bench-' || user_id,
      jsonb_build_array(
        jsonb_build_object('block_id', 'utv-helhet', 'values', jsonb_build_array((1 + floor(random() * 5))::text)),
        jsonb_build_object('block_id', 'utv-nytta', 'values', jsonb_build_array((1 + floor(random() * 5))::text)),
        jsonb_build_object('block_id', 'utv-rekommendera', 'values',
          jsonb_build_array((array['ja', 'kanske', 'nej'])[1 + floor(random() * 3)::int])),
        jsonb_build_object('block_id', 'utv-forbattra', 'values',
          case when random() < 0.4 then jsonb_build_array('Svar nummer ' || user_id) else '[]'::jsonb end)),
      least(now(), finished_at + interval '1 hour')
    from bench_finished where later < 0.6`);
  await client.query(`
    insert into evaluation_values (evaluation_id, education_id, block_id, value, answered_at)
    select e.id, e.education_id, a ->> 'block_id', v, e.updated_at
    from evaluation_answers e, jsonb_array_elements(e.answers) a, jsonb_array_elements_text(a -> 'values') v
    where e.token_hash like 'bench-%'`);
  await seedCourseSections(client);
  for (const statement of REBUILD_COURSE_STATISTIC_COUNTS) {
    await client.query(statement);
  }
  await client.query('analyze');
}

/**
 * The statistics' "Frågor" and "Var slutar deltagarna?" (issue 37) of the demo courses as their
 * files are: each finished learner's answer to every question of their course (80 % checked
 * first, 60 % of those right; right at the end when passed), each learner's pages up to where
 * they stopped (all pages when they finished), and as many anonymous learners again.
 */
async function seedCourseSections(client: pg.Client): Promise<void> {
  const folder = path.join(apiDirectory, 'content/educations');
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const education = EducationSchema.parse(JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
    const id = Number(education.id);
    // The completion's own row (block id ''), which its answers are a part of, then the questions.
    const questions = [
      { block_id: '', graded: false, options: [] as string[], right_option: null, wrong_option: null },
      ...courseQuestions(education).map((question) => {
        const options = question.kind === 'choice' ? question.options.map((option) => option.id) : [];
        return {
          block_id: question.blockId,
          graded: question.graded,
          options,
          // A graded question's option follows its result, so the counts hang together.
          right_option: question.rightOptions[0] ?? null,
          wrong_option: options.find((option) => !question.rightOptions.includes(option)) ?? null,
        };
      }),
    ];
    const pages = coursePages(education).map((page) => page.key);
    const answers = `(select q.block_id, q.graded, array(select jsonb_array_elements_text(q.options)) as options,
        q.right_option, q.wrong_option
      from jsonb_to_recordset($1::jsonb) as q(block_id text, graded boolean, options jsonb, right_option text, wrong_option text))`;
    const row = `case when q.graded and random() < 0.8 then case when random() < 0.6 then 'correct' else 'wrong' end end,
      case when q.graded then case when passes < 0.85 then 'correct' else 'wrong' end end,
      case when cardinality(q.options) = 0 then '{}'::text[]
        when q.graded then array[case when passes < 0.85 or q.wrong_option is null then q.right_option else q.wrong_option end]
        else array[q.options[1 + floor(random() * cardinality(q.options))::int]] end`;
    await client.query(
      `insert into question_answers (education_id, block_id, at, user_id, anonymous, first_result, final_result, options)
       select f.education_id, q.block_id, f.finished_at, f.user_id, false, ${row.replaceAll('passes', 'f.passes')}
       from bench_finished f, ${answers} q where f.education_id = $2`,
      [JSON.stringify(questions), id],
    );
    await client.query(
      `insert into question_answers (education_id, block_id, at, anonymous, first_result, final_result, options)
       select $2, q.block_id, a.at, true, ${row.replaceAll('passes', 'a.passes')}
       from (select now() - random() * interval '700 days' as at, random() as passes
             from generate_series(1, $3::int)) a, ${answers} q`,
      [JSON.stringify(questions), id, Math.round((ANONYMOUS * 0.55) / 5)],
    );
    await client.query(
      `insert into page_reaches (education_id, page, at, user_id, anonymous)
       select l.education_id, p.key, l.started_at + p.ord * interval '1 minute', l.user_id, false
       from (select *, case when finishes < 0.65 then $3::int else floor(random() * ($3::int + 1)) end as furthest
             from bench_learners where education_id = $2) l,
         unnest($1::text[]) with ordinality p(key, ord)
       where p.ord <= l.furthest`,
      [pages, id, pages.length],
    );
    await client.query(
      `insert into page_reaches (education_id, page, at, anonymous)
       select $2, p.key, a.at, true
       from (select now() - random() * interval '700 days' as at, floor(random() * ($3::int + 1)) as furthest
             from generate_series(1, $4::int)) a,
         unnest($1::text[]) with ordinality p(key, ord)
       where p.ord <= a.furthest`,
      [pages, id, pages.length, Math.round(ANONYMOUS / 5)],
    );
  }
}

/**
 * Every report an administrator can ask for over six periods, all courses and each course: how
 * many hold back a count as `withheld` (the small-group rule's last resort) and how many hold
 * back all of them (issue 37 found 1 in 36 before limits the counts break were left out).
 */
async function probeReports(base: string, token: string, thisYear: number) {
  const periods = [
    '',
    `from=${thisYear}-01&to=${thisYear}-12`,
    `from=${thisYear - 1}-01&to=${thisYear - 1}-12`,
    `from=${thisYear - 1}-01&to=${thisYear}-12`,
    `from=${thisYear - 4}-01&to=${thisYear}-12`,
    `from=${thisYear}-06&to=${thisYear}-06`,
  ];
  const result = { reports: 0, withSomeWithheld: 0, withheldWhole: 0, slowestMs: 0 };
  for (const course of ['', '100', '101', '102', '103', '104']) {
    for (const period of periods) {
      const query = [course ? `education=${course}` : '', period].filter(Boolean).join('&');
      const started = performance.now();
      const answer = await fetch(`${base}/api/admin/statistics?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await answer.text();
      if (!answer.ok) {
        throw new Error(`/api/admin/statistics?${query}: ${answer.status} ${text}`);
      }
      result.slowestMs = Math.max(result.slowestMs, Math.round(performance.now() - started));
      const summary = (JSON.parse(text) as { summary: Array<Record<string, unknown>> }).summary;
      result.reports += 1;
      result.withSomeWithheld += text.includes('"withheld"') ? 1 : 0;
      result.withheldWhole += summary.every((row) => row.all === 'withheld') ? 1 : 0;
    }
  }
  return result;
}

async function count(client: pg.Client, table: string): Promise<number> {
  return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
}

const name = `jb_bench_statistics_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// The real server from its sources in demo mode (the demo courses and administrator), on it.
const server = await startServerProcess(
  {
    PORT: String(port),
    DEMO_MODE: 'true',
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl.toString(),
    PUBLIC_URL: base,
  },
  120_000,
);
if (server.outcome !== 'listening') {
  throw new Error(`the server did not start:\n${server.output}`);
}
const client = new pg.Client({ connectionString: databaseUrl.toString() });
const rows: Array<Record<string, unknown>> = [];
try {
  await client.connect();
  const seedStarted = Date.now();
  await seed(client);
  const seeded = {
    users: await count(client, 'users'),
    learning_events: await count(client, 'learning_events'),
    progress: await count(client, 'progress'),
    completions: await count(client, 'completions'),
    evaluation_answers: await count(client, 'evaluation_answers'),
    evaluation_values: await count(client, 'evaluation_values'),
    question_answers: await count(client, 'question_answers'),
    page_reaches: await count(client, 'page_reaches'),
    course_statistic_counts: await count(client, 'course_statistic_counts'),
    seconds: Math.round((Date.now() - seedStarted) / 1000),
  };
  console.log('seeded', seeded);
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.se', password: 'Demo-losen-2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const thisYear = new Date().getUTCFullYear();
  const probe = await probeReports(base, token, thisYear);
  console.log('reports', probe);
  const calls = [
    { name: 'All courses, the year so far', path: '/api/admin/statistics' },
    {
      name: 'One course, two years, with its evaluation, questions and pages',
      path: `/api/admin/statistics?education=100&from=${thisYear - 1}-01&to=${thisYear}-12`,
    },
    {
      name: 'All courses, five years',
      path: `/api/admin/statistics?from=${thisYear - 4}-01&to=${thisYear}-12`,
    },
    {
      name: 'One course, five years, with its evaluation, questions and pages',
      path: `/api/admin/statistics?education=100&from=${thisYear - 4}-01&to=${thisYear}-12`,
    },
    { name: 'CSV: months, all courses', path: '/api/admin/statistics.csv?table=months' },
    {
      name: 'CSV: "Frågor" of one course, five years',
      path: `/api/admin/statistics.csv?education=100&from=${thisYear - 4}-01&to=${thisYear}-12&table=questions`,
    },
    {
      name: 'CSV: "Var slutar deltagarna?" of one course, five years',
      path: `/api/admin/statistics.csv?education=100&from=${thisYear - 4}-01&to=${thisYear}-12&table=reach`,
    },
    {
      name: 'CSV: free texts of one course, two years (up to 5,000)',
      path: `/api/admin/statistics.csv?education=100&from=${thisYear - 1}-01&to=${thisYear}-12&table=evaluation_texts`,
    },
  ];
  // BENCH_ONLY=text measures only the calls whose name has it (a quick look; the table is then partial).
  const only = process.env.BENCH_ONLY;
  for (const call of calls.filter((candidate) => !only || candidate.name.includes(only))) {
    const answer = await fetch(`${base}${call.path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) {
      throw new Error(`${call.path}: ${answer.status} ${await answer.text()}`);
    }
    const bytes = (await answer.arrayBuffer()).byteLength;
    // One administrator at a time, as the page asks; then four at once.
    for (const connections of [1, 4]) {
      const result = await runWrk({
        url: `${base}${call.path}`,
        connections,
        threads: 1,
        seconds: SECONDS,
        headers: { authorization: `Bearer ${token}` },
      });
      const row = { call: call.name, path: call.path, connections, bytes, ...result };
      console.log(row);
      rows.push(row);
    }
  }
  const results = path.join(apiDirectory, 'bench/results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'statistics-latest.json'),
    `${JSON.stringify({ date: new Date().toISOString(), seeded, rows }, null, 2)}\n`,
  );
  const today = new Date().toISOString().slice(0, 10);
  writeReportSection(report, 'statistics', 'Statistics (issue 26)', [
    `Measured ${today} with \`npm run bench:statistics\` on PostgreSQL 15 (a local server, \`fsync=off\`): ${seeded.users.toLocaleString('en')} accounts, ${seeded.learning_events.toLocaleString('en')} learning events, ${seeded.progress.toLocaleString('en')} saved answers, ${seeded.completions.toLocaleString('en')} completions, ${seeded.evaluation_answers.toLocaleString('en')} evaluations with ${seeded.evaluation_values.toLocaleString('en')} values, ${seeded.question_answers.toLocaleString('en')} answers to course questions and ${seeded.page_reaches.toLocaleString('en')} page reaches, added up in ${seeded.course_statistic_counts.toLocaleString('en')} monthly counts (seeded in ${seeded.seconds} s). Every report over six periods, all courses and each course: ${probe.reports} answered, ${probe.withSomeWithheld} holding back some count as \`withheld\`, ${probe.withheldWhole} withheld whole, the slowest in ${probe.slowestMs} ms. wrk, ${SECONDS} s per line, as the demo administrator; target p95 < 500 ms.`,
    '',
    '| Call | Connections | Answer | Requests/s | p50 | p95 | p99 | Max | Errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.call} | ${row.connections} | ${Math.round(Number(row.bytes) / 1024)} KB | ${row.requestsPerSecond} | ${row.latencyP50Ms} ms | ${row.latencyP95Ms} ms | ${row.latencyP99Ms} ms | ${row.latencyMaxMs} ms | ${Number(row.errors) + Number(row.non2xx)} |`,
    ),
  ]);
} finally {
  await server.stop();
  await client.end().catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
