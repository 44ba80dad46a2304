import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/database';

// Issue 26: a database with learners from before the statistics gets their events when it is
// migrated: the migration's own statements, run on rows as an older version stored them.

const folder = mkdtempSync(path.join(tmpdir(), 'jb-migrations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function rows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

it('turns earlier starts, completions, certificates and evaluations into the statistics’ rows', async () => {
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const statistics = journal.entries.findIndex((entry) => entry.tag === '0010_statistics');
  expect(statistics).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, statistics) }));

  const client = await PGlite.create();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  await db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, organization_id, work_title_id)
    values (1, 'a@example.se', 'x', 'A', 'A', 7, 70), (2, 'b@example.se', 'x', 'B', 'B', null, null)`);
  await db.execute(sql`
    insert into progress (user_id, education_id, block_id, "values", updated_at) values
      (1, 100, 'q1', '["ja"]', '2026-03-05 10:00+00'),
      (1, 100, 'q2', '["nej"]', '2026-03-01 10:00+00'),
      (2, 100, 'q1', '["ja"]', '2026-04-01 10:00+00')`);
  await db.execute(sql`
    insert into completions (id, user_id, education_id, created_at) values
      (1, 1, 100, '2026-03-10 10:00+00'), (2, null, 100, '2026-03-11 10:00+00')`);
  await db.execute(sql`
    insert into certificates (code, completion_id, user_id, education_id, fullname, email, created_at)
    values ('AAAA-BBBB-CCCC', 1, 1, 100, 'A A', 'a@example.se', '2026-03-12 10:00+00')`);
  await db.execute(sql`
    insert into evaluation_answers (id, education_id, token_hash, answers, updated_at) values
      (1, 100, 'h1', '[{"block_id":"betyg","values":["5"]},{"block_id":"fritext","values":["Bra"]}]', '2026-03-13 10:00+00'),
      (2, 100, 'h2', '{"not":"a list"}', '2026-03-14 10:00+00'),
      (3, 100, 'h3', '[{"values":["utan block"]},{"block_id":"betyg","values":"5"}]', '2026-03-15 10:00+00')`);

  writeFileSync(journalFile, JSON.stringify(journal));
  await migrate(db, { migrationsFolder: folder });

  const events = rows<Record<string, unknown>>(
    await db.execute(sql`
      select kind, user_id, anonymous, organization_id, work_title_id,
        to_char(at at time zone 'UTC', 'YYYY-MM-DD') as day,
        to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') as started
      from learning_events order by kind, user_id nulls last`),
  );
  expect(events).toEqual([
    {
      kind: 'certificate',
      user_id: 1,
      anonymous: false,
      organization_id: 7,
      work_title_id: 70,
      day: '2026-03-12',
      started: null,
    },
    {
      kind: 'passed',
      user_id: 1,
      anonymous: false,
      organization_id: 7,
      work_title_id: 70,
      day: '2026-03-10',
      started: '2026-03-01',
    },
    {
      kind: 'passed',
      user_id: null,
      anonymous: true,
      organization_id: null,
      work_title_id: null,
      day: '2026-03-11',
      started: null,
    },
    {
      kind: 'started',
      user_id: 1,
      anonymous: false,
      organization_id: 7,
      work_title_id: 70,
      day: '2026-03-01',
      started: null,
    },
    {
      kind: 'started',
      user_id: 2,
      anonymous: false,
      organization_id: null,
      work_title_id: null,
      day: '2026-04-01',
      started: null,
    },
  ]);
  // Malformed evaluations (not a list, an answer without a block, values not a list) give nothing.
  const values = rows(
    await db.execute(
      sql`select evaluation_id, block_id, value from evaluation_values order by evaluation_id, block_id`,
    ),
  );
  expect(values).toEqual([
    { evaluation_id: 1, block_id: 'betyg', value: '5' },
    { evaluation_id: 1, block_id: 'fritext', value: 'Bra' },
  ]);
  await client.close();
});
