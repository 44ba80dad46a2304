import { EducationSchema, RoomResultSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createRoom } from '../src/content/room-page';
import { roomMembers } from '../src/db/schema';
import { recordCompletion } from '../src/storage/completions';
import { saveEducation } from '../src/storage/content';
import { saveProgress } from '../src/storage/learning';
import { createUser, findUserByEmail } from '../src/storage/users';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 21: a teacher's results page with 30 pupils who each saved as much as an account may
// (1 MB of answers) gives every pupil's counts, reading which blocks are answered, not the answers.

const PUPILS = 30;
const COURSE_ID = 300;
const LONG_VALUE = '€'.repeat(10_000); // 30 000 bytes
const TEXTS_PER_CHAPTER = 17; // 34 × 30 000 bytes ≈ 1 MB a pupil

const chapter = (number: number) => ({
  title: `Kapitel ${number}`,
  episodes: [
    {
      title: `Avsnitt ${number}`,
      components: [
        [
          {
            block_id: `k${number}-val`,
            name: 'question-radio',
            mandatory: true,
            answers: [{ id: 'ja', label: 'Ja' }],
          },
          ...Array.from({ length: TEXTS_PER_CHAPTER }, (_, index) => ({
            block_id: `k${number}-text-${index}`,
            name: 'question-textarea',
            max_length: 10_000,
          })),
        ],
      ],
    },
  ],
});

const COURSE = EducationSchema.parse({
  id: COURSE_ID,
  slug: 'stor-kurs',
  title: 'Stor kurs',
  access: 'users',
  chapters: [chapter(1), chapter(2), chapter(3)],
});

let test: TestApp;
let teacher: string;
let roomId = 0;

beforeAll(async () => {
  test = await startTestApp();
  const db = test.database.db;
  await saveEducation(db, COURSE);
  const teacherRow = await findUserByEmail(db, 'larare@example.se');
  if (!teacherRow) {
    throw new Error('no teacher');
  }
  const room = await createRoom(
    db,
    { title: 'Stora klassen', type: 'classroom', educationSlug: COURSE.slug, educationTitle: COURSE.title },
    [teacherRow],
    (created) => ({ actor: null, action: 'room.create', target: created.title }),
  );
  roomId = room.id;
  for (let index = 0; index < PUPILS; index++) {
    const pupil = await createUser(db, {
      email: `elev-${index}@example.se`,
      passwordHash: 'not-a-login',
      firstName: `Elev${index}`,
      lastName: 'Testsson',
      role: 'student',
    });
    await db.insert(roomMembers).values({ roomId, userId: pupil.id, role: 'student', source: 'site' });
    // Every pupil fills the text questions of chapters 1 and 2 to the brim; an odd pupil has also
    // answered chapter 1's mandatory question, an even one chapters 1 and 2; the last one completed.
    const answers = [
      ...Array.from({ length: TEXTS_PER_CHAPTER }, (_, text) => ({
        block_id: `k1-text-${text}`,
        values: [LONG_VALUE],
      })),
      ...Array.from({ length: TEXTS_PER_CHAPTER }, (_, text) => ({
        block_id: `k2-text-${text}`,
        values: [LONG_VALUE],
      })),
      { block_id: 'k1-val', values: ['ja'] },
      ...(index % 2 === 0 ? [{ block_id: 'k2-val', values: ['ja'] }] : []),
    ];
    await saveProgress(db, pupil.id, COURSE_ID, answers);
    if (index === PUPILS - 1) {
      await recordCompletion(db, { userId: pupil.id, educationId: COURSE_ID, withCertificate: false });
    }
  }
  teacher = await sessionFor(test, 'larare@example.se');
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe('the results of a room of 30 pupils who saved all they may', () => {
  it('gives each pupil’s status and chapter counts without reading the saved answers', async () => {
    const client = (test.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = vi.spyOn(client, 'query');
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/teacher/rooms/${roomId}/results`,
      headers: bearer(teacher),
    });
    const statements = query.mock.calls.map((call) => String(call[0]));
    query.mockRestore();

    expect(response.statusCode).toBe(200);
    const results = z.array(RoomResultSchema).parse(response.json());
    expect(results).toHaveLength(PUPILS);
    const byName = new Map(results.map((row) => [row.first_name, row]));
    expect(byName.get('Elev0')).toMatchObject({ status: 'progress', chapters_done: 2, chapters_total: 3 });
    expect(byName.get('Elev1')).toMatchObject({ status: 'progress', chapters_done: 1, chapters_total: 3 });
    expect(byName.get(`Elev${PUPILS - 1}`)).toMatchObject({ status: 'completed', chapters_done: 3 });
    expect(results.filter((row) => row.chapters_done === 2)).toHaveLength(PUPILS / 2);
    expect(results.filter((row) => row.status === 'progress')).toHaveLength(PUPILS - 1);

    // The saved answers (30 MB here) stay in the database, and the statements do not grow with the pupils.
    const readsAnswers = (statement: string) =>
      /from "progress"/.test(statement) && /"values"/.test(statement);
    expect(statements.filter(readsAnswers)).toEqual([]);
    expect(statements.length).toBeLessThan(PUPILS);
  });
});
