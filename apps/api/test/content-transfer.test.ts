import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../src/content/import';
import { listAudit } from '../src/storage/audit';
import { bearer, FIXTURE_CONTENT, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 23: a course or page goes out as one file in the content folder's format and comes back
// in as a draft, with a new id and address where its own are taken; and the folder import leaves
// what editors changed alone unless forced.

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

const importFile = (kind: string, data: unknown, token = admin) =>
  call('POST', '/api/admin/content/import', token, { kind, data });

interface Draft {
  kind: string;
  id: number;
  version: number;
  state: string;
  data: Record<string, unknown>;
}

describe('export', () => {
  it('answers a course as one JSON file in the content folder’s format, to download', async () => {
    const answer = await call('GET', '/api/admin/content/education/100/export', admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="oppen-kurs.json"');
    const file = JSON.parse(answer.body);
    const original = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT, 'educations/oppen.json'), 'utf8'));
    // What the file said is all there (the stored document adds the schema's defaults).
    expect(file).toMatchObject(original);
  });

  it('leaves a room’s members out: personal data, kept as memberships', async () => {
    const answer = await call('GET', '/api/admin/content/page/500/export', admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="klassrum-7b.json"');
    const file = JSON.parse(answer.body);
    expect(file).toMatchObject({ id: 500, post_type: 'room', education_slug: 'oppen-kurs' });
    expect(file).not.toHaveProperty('members');
    expect(answer.body).not.toContain('@example.se');
  });

  it('answers the draft when there is one', async () => {
    const opened = (await call('GET', '/api/admin/content/page/1', admin)).json<Draft>();
    await call('PUT', '/api/admin/content/page/1/draft', admin, {
      version: opened.version,
      data: { ...opened.data, title: 'Start, utkast' },
    });
    const file = JSON.parse((await call('GET', '/api/admin/content/page/1/export', admin)).body);
    expect(file).toMatchObject({ id: 1, title: 'Start, utkast' });
  });

  it('is for administrators, and 404 for what does not exist or is not a course or page', async () => {
    expect((await call('GET', '/api/admin/content/education/100/export')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/content/education/100/export', learner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/content/education/9999/export', admin)).statusCode).toBe(404);
    const settings = await call('GET', '/api/admin/content/settings/1/export', admin);
    expect(settings.statusCode).toBe(400);
    expect(settings.json()).toMatchObject({ field: 'kind' });
  });
});

describe('import of one file', () => {
  it('makes a draft with a new id and address when the course’s are taken, for learners nowhere', async () => {
    const file = JSON.parse((await call('GET', '/api/admin/content/education/100/export', admin)).body);
    const answer = await importFile('education', file);
    expect(answer.statusCode).toBe(201);
    const draft = answer.json<Draft>();
    expect(draft).toMatchObject({ kind: 'education', version: 1, state: 'draft' });
    expect(draft.id).not.toBe(100);
    // Its own key, so learners' answers in the original never show in the copy.
    expect(draft.data).toMatchObject({ id: draft.id, educationId: draft.id, slug: 'oppen-kurs-kopia' });

    // Learners see nothing; the original is as it was.
    expect((await call('GET', `/api/educations/${draft.id}`, learner)).statusCode).toBe(404);
    expect((await call('GET', '/api/pages/oppen-kurs-kopia', learner)).statusCode).toBe(404);
    expect((await call('GET', '/api/educations/100', learner)).json()).toMatchObject({ slug: 'oppen-kurs' });

    // Editors find it, with a revision and an audit entry saying what happened.
    const listed = (await call('GET', '/api/admin/content', admin)).json<
      Array<{ id: number; state: string }>
    >();
    expect(listed.find((entry) => entry.id === draft.id)).toMatchObject({ state: 'draft' });
    const revisions = (await call('GET', `/api/admin/content/education/${draft.id}/revisions`, admin)).json();
    expect(revisions).toEqual([
      expect.objectContaining({
        source: 'import',
        author: expect.any(String),
        summary: [
          'Importerad från fil',
          `Nytt id ${draft.id} (100 fanns redan)`,
          'Ny adress oppen-kurs-kopia (oppen-kurs var upptagen)',
        ],
      }),
    ]);
    const [entry] = await listAudit(test.database.db, { action: 'content.import' });
    expect(entry).toMatchObject({
      actorEmail: 'admin@example.se',
      details: { kind: 'education', id: draft.id, slug: 'oppen-kurs-kopia', from_id: 100 },
    });

    // A second copy takes the next free address.
    const again = (await importFile('education', file)).json<Draft>();
    expect(again.data.slug).toBe('oppen-kurs-kopia-2');
    expect(again.id).toBeGreaterThan(draft.id);
  });

  it('keeps the id and address when they are free, and publishes nothing', async () => {
    const file = JSON.parse((await call('GET', '/api/admin/content/education/100/export', admin)).body);
    const answer = await importFile('education', { ...file, id: 4242, slug: 'flyttad-kurs' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<Draft>()).toMatchObject({
      id: 4242,
      state: 'draft',
      // The file's key is course 100's: the copy gets its own.
      data: { id: 4242, slug: 'flyttad-kurs', educationId: 4242 },
    });
    expect((await call('GET', '/api/educations/4242', learner)).statusCode).toBe(404);
    expect((await call('GET', '/api/pages/flyttad-kurs')).statusCode).toBe(404);

    // A course from another server keeps the key it came with when nothing here uses it.
    const moved = await importFile('education', { ...file, id: 4300, educationId: 4301, slug: 'annan-kurs' });
    expect(moved.json<Draft>().data).toMatchObject({ id: 4300, educationId: 4301 });
  });

  it('takes no id a page, course or draft of either kind has, nor the website’s rooms’ ids', async () => {
    // Page 1 exists: a course with id 1 would share its discussions (post ids are one space).
    const course = await importFile('education', { id: 1, slug: 'kurs-ett', title: 'Kurs ett' });
    expect(course.json<Draft>().id).not.toBe(1);
    const high = await importFile('page', { id: 1_900_000_123, slug: 'hog-sida', title: 'Hög' });
    expect(high.json<Draft>().id).toBeLessThan(1_900_000_000);
    // The site's own routes are taken too.
    const route = await importFile('page', { id: 4400, slug: 'mina-sidor', title: 'Mina sidor' });
    expect(route.json<Draft>()).toMatchObject({ id: 4400, data: { slug: 'mina-sidor' } });
    const course2 = await importFile('education', { id: 4401, slug: 'mina-sidor', title: 'Mina' });
    expect(course2.json<Draft>().data.slug).toBe('mina-sidor-kopia');
  });

  it('drops post ids another document uses, keeping free ones', async () => {
    const answer = await importFile('education', {
      id: 4500,
      slug: 'med-post-id',
      title: 'Med post-id',
      chapters: [
        {
          title: 'Kapitel',
          episodes: [
            { title: 'Ett', post_id: 500, components: [[{ block_id: 'a', name: 'text', html: '<p>a</p>' }]] },
            {
              title: 'Två',
              post_id: 4501,
              components: [[{ block_id: 'b', name: 'text', html: '<p>b</p>' }]],
            },
          ],
        },
      ],
    });
    expect(answer.statusCode).toBe(201);
    const [chapter] = answer.json<{ data: { chapters: Array<{ episodes: Array<{ post_id?: number }> }> } }>()
      .data.chapters;
    expect(chapter?.episodes.map((episode) => episode.post_id)).toEqual([undefined, 4501]);
    // Now 4501 is that episode's post id: a page with it would show the episode's discussion.
    const page = await importFile('page', { id: 4501, slug: 'sida-4501', title: 'Sida' });
    expect(page.json<Draft>().id).not.toBe(4501);
  });

  it('refuses a room file: rooms are made under Rum, with their members and teachers', async () => {
    const file = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT, 'rooms/klassrum.json'), 'utf8'));
    const answer = await importFile('page', file);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'data.post_type' });
  });

  it('is for administrators: 401 without a login, 403 for a learner', async () => {
    const data = { id: 4600, slug: 'obehorig', title: 'Obehörig' };
    expect(
      (await call('POST', '/api/admin/content/import', undefined, { kind: 'page', data })).statusCode,
    ).toBe(401);
    expect((await importFile('page', data, learner)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/content/page/4600', admin)).statusCode).toBe(404);
  });

  it('refuses a bad file with a 400 naming the field, and stores nothing', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['education', { id: 4700, slug: 'fel', title: 7 }, 'data.title'],
      ['education', { slug: 'utan-id', title: 'Utan id' }, 'data.id'],
      ['page', { id: 4701, slug: 'fel', title: 'Fel', components: 'inga' }, 'data.components'],
      [
        'page',
        { id: 4702, slug: 'sida', title: 'Sida', education: { id: 4703, slug: 'x', title: 'X' } },
        'data.education',
      ],
      ['settings', { navigation: [] }, 'kind'],
      ['education', [1, 2], 'data'],
    ];
    for (const [kind, data, field] of cases) {
      const answer = await importFile(kind, data);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json(), field).toMatchObject({ field });
      expect(answer.json<{ message: string }>().message, field).toContain(field);
    }
    const script = await importFile('page', {
      id: 4705,
      slug: 'skript',
      title: 'Skript',
      components: [{ block_id: 'lank', name: 'button', title: 'Klicka', url: 'javascript:alert(1)' }],
    });
    expect(script.statusCode).toBe(400);
    expect(script.json<{ field: string }>().field).toMatch(/^data\.components\[0\]\./);
    let deep: unknown = 'botten';
    for (let level = 0; level < 80; level += 1) {
      deep = { inner: deep };
    }
    const tooDeep = await importFile('page', { id: 4704, slug: 'djup', title: 'Djup', deep });
    expect(tooDeep.statusCode).toBe(400);
    for (const id of [4700, 4701, 4702, 4704, 4705]) {
      expect((await call('GET', `/api/admin/content/page/${id}`, admin)).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/content/education/${id}`, admin)).statusCode).toBe(404);
    }
  });
});

describe('an imported file is stored clean', () => {
  it('has its HTML sanitized as a save has', async () => {
    const answer = await importFile('page', {
      id: 4800,
      slug: 'farlig-html',
      title: 'Farlig HTML',
      components: [
        {
          block_id: 'text',
          name: 'text',
          html: '<p>Hej</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        },
      ],
    });
    expect(answer.statusCode).toBe(201);
    const html = answer.json<{ data: { components: Array<{ html: string }> } }>().data.components[0]?.html;
    expect(html).toContain('<p>Hej</p>');
    expect(html).not.toMatch(/script|onerror/);
  });
});

describe('the folder import (import-content, and the demo import at start)', () => {
  it('records no revision for what the files do not change', async () => {
    const before = (await call('GET', '/api/admin/content/education/101/revisions', admin)).json();
    const report = await importContent(test.database.db, FIXTURE_CONTENT);
    expect(report.written).toEqual([]);
    expect((await call('GET', '/api/admin/content/education/101/revisions', admin)).json()).toEqual(before);
  });

  it('leaves a page alone whose last revision is an editor’s publish', async () => {
    const opened = (await call('GET', '/api/admin/content/page/1', admin)).json<Draft>();
    const saved = (
      await call('PUT', '/api/admin/content/page/1/draft', admin, {
        version: opened.version,
        data: { ...opened.data, title: 'Start, publicerad av redaktör' },
      })
    ).json<Draft>();
    const published = await call('POST', '/api/admin/content/page/1/publish', admin, {
      version: saved.version,
    });
    expect(published.json()).toMatchObject({ state: 'published' });

    const lines: string[] = [];
    // What the server does at start in demo mode: no --force.
    const report = await importContent(test.database.db, FIXTURE_CONTENT, (line) => lines.push(line));
    expect(report.skipped).toEqual([{ kind: 'page', id: 1, slug: 'start', title: 'Start' }]);
    expect(lines).toContain(
      'content: page 1 start "Start": ändrad i redigeraren, hoppas över; använd --force för att skriva över',
    );
    expect((await call('GET', '/api/pages/start')).json()).toMatchObject({
      title: 'Start, publicerad av redaktör',
    });

    const forced = await importContent(test.database.db, FIXTURE_CONTENT, () => {}, { force: true });
    expect(forced.written).toEqual([{ kind: 'page', id: 1, slug: 'start', title: 'Start' }]);
    expect((await call('GET', '/api/pages/start')).json()).toMatchObject({ title: 'Start' });
    const sources = (await call('GET', '/api/admin/content/page/1/revisions', admin))
      .json<Array<{ source: string }>>()
      .map((revision) => revision.source);
    expect(sources).toEqual(['import', 'editor', 'import']);
  });
});
