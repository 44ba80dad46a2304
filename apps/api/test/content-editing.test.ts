import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 23: editors own the content. A course is a draft until it is published; learners see
// only what is published; two saves from one version never overwrite each other; a revision can
// be restored into a draft and published again.

let test: TestApp;
let admin: string;
let learner: string;

beforeAll(async () => {
  test = await startTestApp();
  [admin, learner] = await Promise.all([
    sessionFor(test, 'admin@example.se'),
    sessionFor(test, 'elev@example.se'),
  ]);
});

afterAll(() => test?.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  const options: InjectOptions = { method, url, headers: token ? bearer(token) : {} };
  if (payload !== undefined) {
    options.payload = payload;
  }
  return test.app.inject(options);
}

/** A course with one chapter, one episode and one page with a text: it passes the publish checks. */
const courseData = (id: number, title: string) => ({
  id,
  slug: 'ny-kurs',
  title,
  chapters: [
    {
      title: 'Kapitel ett',
      episodes: [
        { title: 'Avsnitt ett', components: [[{ block_id: 'ny-text-1', name: 'text', html: '<p>Hej</p>' }]] },
      ],
    },
  ],
});

describe('the content system', () => {
  it('is for administrators: 401 without a login, 403 for a learner', async () => {
    expect((await call('GET', '/api/admin/content')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/content', learner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/content', admin)).statusCode).toBe(200);
  });

  it('refuses to publish an empty course and a blank block, naming their places (issue 36)', async () => {
    const created = await call('POST', '/api/admin/content/educations', admin, {
      title: 'Kurs utan kapitel',
      slug: 'kurs-utan-kapitel',
    });
    const { id, version } = created.json<{ id: number; version: number }>();
    const empty = await call('POST', `/api/admin/content/education/${id}/publish`, admin, { version });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().problems).toContainEqual(
      expect.objectContaining({ where: 'Kapitel', path: 'chapters' }),
    );
    expect((await call('GET', `/api/educations/${id}`)).statusCode).toBe(404);

    const data = courseData(id, 'Kurs utan kapitel');
    const page = data.chapters[0]?.episodes[0]?.components[0] as object[];
    page.push({ block_id: 'ny-knapp-1', name: 'link-button', button: { text: '', url: '' } });
    const saved = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version,
      data: { ...data, slug: 'kurs-utan-kapitel' },
    });
    expect(saved.statusCode).toBe(200);
    const blank = await call('POST', `/api/admin/content/education/${id}/publish`, admin, {
      version: saved.json<{ version: number }>().version,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().problems).toEqual([
      {
        where: 'Kapitel 1, Episod 1, Sida 1, block 2 (Länkknapp)',
        path: 'chapters[0].episodes[0].components[0][1].button.text',
        message: 'Fyll i "Länk, Knappens text". Fältet är obligatoriskt.',
      },
      {
        where: 'Kapitel 1, Episod 1, Sida 1, block 2 (Länkknapp)',
        path: 'chapters[0].episodes[0].components[0][1].button.url',
        message: 'Fyll i "Länk, Adress". Fältet är obligatoriskt.',
      },
    ]);
  });

  it('keeps a course a draft until it is published, then gives learners only what is published', async () => {
    const created = await call('POST', '/api/admin/content/educations', admin, {
      title: 'Ny kurs',
      slug: 'ny-kurs',
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json<{ id: number; version: number; state: string }>();
    expect(draft).toMatchObject({ version: 1, state: 'draft' });
    const { id } = draft;

    // Learners: nothing yet.
    expect((await call('GET', '/api/pages/ny-kurs', learner)).statusCode).toBe(404);
    expect((await call('GET', `/api/educations/${id}`)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/admin/content', admin)).json<
      Array<{ id: number; state: string }>
    >();
    expect(listed.find((entry) => entry.id === id)).toMatchObject({ state: 'draft', version: 1 });

    const saved = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: 1,
      data: courseData(id, 'Ny kurs'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, state: 'draft' });

    const published = await call('POST', `/api/admin/content/education/${id}/publish`, admin, { version: 2 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ version: 2, state: 'published' });
    expect((await call('GET', '/api/pages/ny-kurs')).json()).toMatchObject({ title: 'Ny kurs' });

    // An edit saved as a draft: learners keep the published course.
    const edited = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: 2,
      data: courseData(id, 'Ny kurs, reviderad'),
    });
    expect(edited.json()).toMatchObject({ version: 3, state: 'changed' });
    expect((await call('GET', `/api/educations/${id}`)).json()).toMatchObject({ title: 'Ny kurs' });

    // A second save from the same starting version is refused, naming who saved, and the first stays.
    const stale = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: 2,
      data: courseData(id, 'Någon annans ändring'),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ version: 3, saved_by: expect.any(String) });
    expect(stale.json<{ message: string }>().message).toContain(stale.json<{ saved_by: string }>().saved_by);
    const kept = (await call('GET', `/api/admin/content/education/${id}`, admin)).json();
    expect(kept).toMatchObject({ version: 3, data: { title: 'Ny kurs, reviderad' } });

    // Restoring the first publish makes a draft, not a publish; publishing it brings it back.
    const revisions = (await call('GET', `/api/admin/content/education/${id}/revisions`, admin)).json<
      Array<{ number: number; source: string; summary: string[] }>
    >();
    // The first save replaced the new course's starting blocks, so the draft before it was kept
    // (revision 1); the publish is revision 2.
    expect(revisions).toEqual([
      expect.objectContaining({ number: 2, source: 'editor' }),
      expect.objectContaining({
        number: 1,
        source: 'before',
        summary: expect.arrayContaining(['Före borttagning']),
      }),
    ]);
    // Restoring the published version says "Publicerad" again, not "Opublicerade ändringar" (issue 36).
    const restored = await call('POST', `/api/admin/content/education/${id}/revisions/2/restore`, admin, {
      version: 3,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 4, state: 'published', data: { title: 'Ny kurs' } });
    // The draft as it was before the restore is a version of its own: the restore can be undone.
    const afterRestore = (await call('GET', `/api/admin/content/education/${id}/revisions`, admin)).json<
      Array<{ number: number; source: string; summary: string[] }>
    >();
    expect(afterRestore.slice(0, 2)).toEqual([
      expect.objectContaining({ number: 4, source: 'restore' }),
      expect.objectContaining({
        number: 3,
        source: 'before',
        summary: expect.arrayContaining(['Före återställning av version 2']),
      }),
    ]);
    const undone = await call('POST', `/api/admin/content/education/${id}/revisions/3/restore`, admin, {
      version: 4,
    });
    expect(undone.json()).toMatchObject({
      version: 5,
      state: 'changed',
      data: { title: 'Ny kurs, reviderad' },
    });
    const republished = await call('POST', `/api/admin/content/education/${id}/publish`, admin, {
      version: 5,
    });
    expect(republished.statusCode).toBe(200);
    expect((await call('GET', `/api/educations/${id}`)).json()).toMatchObject({
      title: 'Ny kurs, reviderad',
    });
    const sources = (await call('GET', `/api/admin/content/education/${id}/revisions`, admin))
      .json<Array<{ source: string }>>()
      .map((revision) => revision.source);
    expect(sources).toEqual(['editor', 'restore', 'before', 'restore', 'before', 'editor', 'before']);
  });

  it('keeps the draft as it was before a block is removed, whatever the time since the last version', async () => {
    const created = await call('POST', '/api/admin/content/educations', admin, {
      title: 'Borttagning',
      slug: 'borttagning',
    });
    const { id } = created.json<{ id: number }>();
    const data = courseData(id, 'Borttagning');
    data.slug = 'borttagning';
    const page = data.chapters[0]?.episodes[0]?.components[0] as object[];
    page.push({ block_id: 'andra-texten', name: 'text', html: '<p>Andra</p>' });
    const first = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, { version: 1, data });
    const typed = structuredClone(data);
    typed.title = 'Borttagning, ny titel';
    const second = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: first.json<{ version: number }>().version,
      data: typed,
    });
    const listed = async () =>
      (await call('GET', `/api/admin/content/education/${id}/revisions`, admin)).json<
        Array<{ number: number; source: string; summary: string[] }>
      >();
    // Two saves within ten minutes: one snapshot.
    expect(await listed()).toHaveLength(1);
    const removed = structuredClone(typed);
    removed.chapters[0]?.episodes[0]?.components[0]?.pop();
    const third = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: second.json<{ version: number }>().version,
      data: removed,
    });
    expect(third.statusCode).toBe(200);
    const [before] = await listed();
    expect(before).toMatchObject({ source: 'before', summary: expect.arrayContaining(['Före borttagning']) });
    // "Visa" reads the version whole; only administrators, and only versions that exist.
    const shown = await call('GET', `/api/admin/content/education/${id}/revisions/${before?.number}`, admin);
    expect(shown.json()).toMatchObject({
      number: before?.number,
      source: 'before',
      author: expect.any(String),
    });
    expect(JSON.stringify(shown.json<{ data: unknown }>().data)).toContain('andra-texten');
    expect(
      (await call('GET', `/api/admin/content/education/${id}/revisions/${before?.number}`, learner))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/admin/content/education/${id}/revisions/999`, admin)).statusCode).toBe(
      404,
    );
    const restored = await call(
      'POST',
      `/api/admin/content/education/${id}/revisions/${before?.number}/restore`,
      admin,
      { version: third.json<{ version: number }>().version },
    );
    expect(JSON.stringify(restored.json<{ data: unknown }>().data)).toContain('andra-texten');
    expect(restored.json()).toMatchObject({ data: { title: 'Borttagning, ny titel' } });
  });

  it('unpublishes a course nobody has worked in: 404 for learners, a draft again, publishable again', async () => {
    const created = await call('POST', '/api/admin/content/educations', admin, {
      title: 'Avpublicering',
      slug: 'avpublicering',
    });
    const { id } = created.json<{ id: number }>();
    const saved = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: 1,
      data: { ...courseData(id, 'Avpublicering'), slug: 'avpublicering' },
    });
    await call('POST', `/api/admin/content/education/${id}/publish`, admin, {
      version: saved.json<{ version: number }>().version,
    });
    expect((await call('GET', `/api/educations/${id}`)).statusCode).toBe(200);
    const url = `/api/admin/content/education/${id}/unpublish`;
    expect((await call('POST', url, learner, { version: 2 })).statusCode).toBe(403);
    expect((await call('POST', url, admin, { version: 1 })).statusCode).toBe(409);
    const unpublished = await call('POST', url, admin, { version: 2 });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({ state: 'draft', data: { title: 'Avpublicering' } });
    expect((await call('GET', `/api/educations/${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/pages/avpublicering')).statusCode).toBe(404);
    expect((await call('POST', url, admin, { version: 2 })).statusCode).toBe(400);
    const revisions = (await call('GET', `/api/admin/content/education/${id}/revisions`, admin)).json<
      Array<{ summary: string[] }>
    >();
    expect(revisions[0]?.summary).toEqual(['Avpublicerad: deltagarna ser den inte längre']);
    const again = await call('POST', `/api/admin/content/education/${id}/publish`, admin, { version: 2 });
    expect(again.statusCode).toBe(200);
    expect((await call('GET', `/api/educations/${id}`)).statusCode).toBe(200);
  });

  it('refuses to unpublish a course learners have worked in, and the site settings', async () => {
    // The demo's first course has learners' answers and certificates.
    const opened = (await call('GET', '/api/admin/content/education/100', admin)).json<{ version: number }>();
    const refused = await call('POST', '/api/admin/content/education/100/unpublish', admin, {
      version: opened.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Stäng den i stället');
    expect((await call('GET', '/api/educations/100')).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/admin/content/settings/1/unpublish', admin, { version: 0 })).statusCode,
    ).toBe(400);
  });

  it('refuses a publish from an older version, and one that fails a publish check, listing where', async () => {
    const created = (
      await call('POST', '/api/admin/content/educations', admin, { title: 'Tom kurs', slug: 'tom-kurs' })
    ).json<{ id: number }>();
    const data = {
      id: created.id,
      slug: 'tom-kurs',
      title: 'Tom kurs',
      chapters: [{ title: 'Tomt kapitel', episodes: [] }],
    };
    await call('PUT', `/api/admin/content/education/${created.id}/draft`, admin, { version: 1, data });
    expect(
      (await call('POST', `/api/admin/content/education/${created.id}/publish`, admin, { version: 1 }))
        .statusCode,
    ).toBe(409);
    const refused = await call('POST', `/api/admin/content/education/${created.id}/publish`, admin, {
      version: 2,
    });
    expect(refused.statusCode).toBe(400);
    const { problems } = refused.json<{
      problems: Array<{ where: string; path: string; message: string }>;
    }>();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]?.path).toMatch(/^chapters\[0\]/);
    expect((await call('GET', '/api/pages/tom-kurs')).statusCode).toBe(404);
  });

  it('takes exactly one of two saves sent at once from the same version', async () => {
    const { id, version } = (await call('GET', '/api/admin/content/education/100', admin)).json<{
      id: number;
      version: number;
    }>();
    const published = (await call('GET', '/api/educations/100')).json<Record<string, unknown>>();
    const saves = await Promise.all(
      ['Först', 'Samtidigt'].map((title) =>
        call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
          version,
          data: { ...published, title },
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409]);
    const winner = saves.find((save) => save.statusCode === 200)?.json<{ data: { title: string } }>();
    const kept = (await call('GET', `/api/admin/content/education/${id}`, admin)).json();
    expect(kept).toMatchObject({ version: version + 1, data: { title: winner?.data.title } });
  });

  it('refuses a taken address, a changed id and a document that does not exist', async () => {
    const taken = await call('POST', '/api/admin/content/educations', admin, {
      title: 'Dubblett',
      slug: 'oppen-kurs',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'slug' });
    expect((await call('GET', '/api/admin/content/education/999999', admin)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', '/api/admin/content/education/999999/draft', admin, {
          version: 0,
          data: courseData(999999, 'X'),
        })
      ).statusCode,
    ).toBe(404);
    const moved = await call('PUT', '/api/admin/content/education/100/draft', admin, {
      version: 0,
      data: courseData(5, 'X'),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ field: 'data.id' });
  });

  it('keeps what learners and rooms are keyed by, and the operator’s settings, whatever a draft says', async () => {
    const page = (await call('GET', '/api/admin/content/page/1', admin)).json<{
      data: Record<string, unknown>;
    }>();
    const asRoom = await call('PUT', '/api/admin/content/page/1/draft', admin, {
      version: 0,
      data: { ...page.data, post_type: 'room' },
    });
    expect(asRoom.statusCode).toBe(400);
    expect(asRoom.json()).toMatchObject({ field: 'data.post_type' });
    const withCourse = await call('PUT', '/api/admin/content/page/1/draft', admin, {
      version: 0,
      data: { ...page.data, education: { id: 1, slug: 'x', title: 'X' } },
    });
    expect(withCourse.json()).toMatchObject({ field: 'data.education' });

    const course = (await call('GET', '/api/admin/content/education/101', admin)).json<{
      data: Record<string, unknown>;
    }>();
    const rekeyed = await call('PUT', '/api/admin/content/education/101/draft', admin, {
      version: 0,
      data: { ...course.data, educationId: 100 },
    });
    expect(rekeyed.json()).toMatchObject({ field: 'data.educationId' });

    const settings = (await call('GET', '/api/admin/content/settings/1', admin)).json<{
      data: Record<string, unknown>;
    }>();
    const scripted = await call('PUT', '/api/admin/content/settings/1/draft', admin, {
      version: 0,
      data: { ...settings.data, analytics_script_url: 'https://evil.example/x.js' },
    });
    expect(scripted.statusCode).toBe(200);
    expect(scripted.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty(
      'analytics_script_url',
    );
    await call('POST', '/api/admin/content/settings/1/publish', admin, { version: 1 });
    expect((await call('GET', '/api/site-settings')).json()).not.toHaveProperty('analytics_script_url');
  });

  it('answers hostile documents with a 400, never a 500', async () => {
    const created = (
      await call('POST', '/api/admin/content/educations', admin, { title: 'Fientlig', slug: 'fientlig' })
    ).json<{ id: number; data: Record<string, unknown> }>();
    const { id } = created;
    let deep: unknown = 'botten';
    for (let level = 0; level < 100; level += 1) {
      deep = { inner: deep };
    }
    const tooDeep = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: 1,
      data: { ...created.data, extra: deep },
    });
    expect(tooDeep.statusCode).toBe(400);
    const hugeVersion = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: 2 ** 40,
      data: created.data,
    });
    expect(hugeVersion.statusCode).toBe(400);
    const oddBlock = {
      ...created.data,
      chapters: [
        {
          title: 'K',
          episodes: [
            {
              title: 'E',
              components: [[{ block_id: 'b-1', name: 'constructor', html: '<img '.repeat(20000) }]],
            },
          ],
        },
      ],
      filler: Array.from({ length: 200_000 }, () => 0),
    };
    const saved = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: 1,
      data: oddBlock,
    });
    expect(saved.statusCode).toBe(200);
    const published = await call('POST', `/api/admin/content/education/${id}/publish`, admin, { version: 2 });
    expect(published.statusCode).toBeLessThan(500);
  });
});
