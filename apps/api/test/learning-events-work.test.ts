import { ContentDraftSchema } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 37: starts and passes in the statistics are learners' work. A course whose only trace
// is anonymous starts is closed, not removed, and no new course takes an id with such events.

let test: TestApp;
let admin: string;

beforeAll(async () => {
  test = await startTestApp();
  admin = await sessionFor(test, 'admin@example.se');
});

afterAll(() => test?.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | null = admin) {
  const options: InjectOptions = { method, url, headers: token ? bearer(token) : {} };
  if (payload !== undefined) {
    options.payload = payload;
  }
  return test.app.inject(options);
}

async function publishedCourse(slug: string): Promise<{ id: number; version: number }> {
  const created = ContentDraftSchema.parse(
    (await call('POST', '/api/admin/content/educations', { title: slug, slug })).json(),
  );
  const chapters = [
    {
      title: 'Ett',
      episodes: [
        { title: 'Början', components: [[{ block_id: `b-${slug}`, name: 'text', html: '<p>Hej</p>' }]] },
      ],
    },
  ];
  const saved = ContentDraftSchema.parse(
    (
      await call('PUT', `/api/admin/content/education/${created.id}/draft`, {
        version: created.version,
        data: { ...created.data, chapters },
      })
    ).json(),
  );
  const published = await call('POST', `/api/admin/content/education/${created.id}/publish`, {
    version: saved.version,
  });
  expect(published.statusCode, published.body).toBe(200);
  return { id: created.id, version: saved.version };
}

describe('learning events are learners’ work', () => {
  it('closes, not removes, a course whose only trace is an anonymous start', async () => {
    const course = await publishedCourse('bara-starter');
    expect((await call('POST', `/api/educations/${course.id}/started`, {}, null)).statusCode).toBe(200);
    const removed = await call('POST', `/api/admin/content/education/${course.id}/remove`, {
      version: course.version,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ outcome: 'closed' });
    expect((await call('GET', `/api/educations/${course.id}`, undefined, null)).json()).toMatchObject({
      status: 'closed',
    });
  });

  it('never gives a new course an id that learning events name', async () => {
    const course = await publishedCourse('forsvunnen');
    // Events of a course removed long ago, under the next id a new course would get.
    const next = course.id + 1;
    await test.database.db.execute(
      sql`insert into learning_events (education_id, kind, anonymous) values (${next}, 'started', true)`,
    );
    const created = ContentDraftSchema.parse(
      (await call('POST', '/api/admin/content/educations', { title: 'Ny', slug: 'ny-kurs-efter' })).json(),
    );
    expect(created.id).not.toBe(next);
    expect(created.id).toBeGreaterThan(course.id);
  });
});
