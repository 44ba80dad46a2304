import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEducationById } from '../src/storage/content';
import {
  bearer,
  FIXTURE_CONTENT,
  publishEducationChange,
  sessionFor,
  startTestApp,
  type TestApp,
} from './helpers';

// Issue 38: `check_on_server` marks a question sent to a browser without its key. Stored in a
// course, it made the completion pass every answer. The test course (100) has one graded
// question, `fraga-1` (right answer "ja"), and one text question, `fraga-2`.

const completion = (answer: string) => ({
  answers: [
    { block_id: 'fraga-1', values: [answer] },
    { block_id: 'fraga-2', values: ['Normer'] },
  ],
});

/** The course's chapters with every block marked as a view marks it. */
function markedChapters(chapters: unknown): unknown {
  return JSON.parse(JSON.stringify(chapters), (key, value) =>
    key === 'components' && Array.isArray(value) && value.every(Array.isArray)
      ? value.map((page: Array<Record<string, unknown>>) =>
          page.map((block) => ({ ...block, check_on_server: true })),
        )
      : value,
  );
}

let test: TestApp | undefined;
let folder: string | undefined;

afterAll(async () => {
  await test?.close();
  if (folder) {
    rmSync(folder, { recursive: true, force: true });
  }
});

async function complete(app: TestApp, answer: string) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/educations/100/completed',
    payload: completion(answer),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { passed: boolean }).passed;
}

describe('a stored check_on_server mark', () => {
  beforeAll(async () => {
    // The content folder's course, as an exported file might carry it.
    folder = mkdtempSync(path.join(tmpdir(), 'jb-grading-'));
    cpSync(FIXTURE_CONTENT, folder, { recursive: true });
    const file = path.join(folder, 'educations/oppen.json');
    const course = JSON.parse(readFileSync(file, 'utf8'));
    course.chapters = markedChapters(course.chapters);
    writeFileSync(file, JSON.stringify(course));
    test = await startTestApp({}, { content: folder });
  });

  it('is dropped by a folder import: the completion passes only the right answer', async () => {
    const app = test as TestApp;
    const stored = await findEducationById(app.database.db, 100);
    expect(JSON.stringify(stored)).toContain('"correct":true');
    expect(JSON.stringify(stored)).not.toContain('check_on_server');
    expect(await complete(app, 'nej')).toBe(false);
    expect(await complete(app, 'ja')).toBe(true);
  });

  it('is dropped by a save and a publish: the completion passes only the right answer', async () => {
    const app = test as TestApp;
    const admin = await sessionFor(app, 'admin@example.se');
    const draft = await app.app.inject({
      method: 'GET',
      url: '/api/admin/content/education/100',
      headers: bearer(admin),
    });
    const { data } = draft.json() as { data: { chapters: unknown } };
    await publishEducationChange(app, admin, 100, { chapters: markedChapters(data.chapters) });
    const saved = await app.app.inject({
      method: 'GET',
      url: '/api/admin/content/education/100',
      headers: bearer(admin),
    });
    expect(saved.body).not.toContain('check_on_server');
    expect(await complete(app, 'nej')).toBe(false);
    expect(await complete(app, 'ja')).toBe(true);
  });
});
