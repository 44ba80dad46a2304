import { AuditEntrySchema, ContentDraftSchema, ContentEntrySchema } from '@jamstalldhet/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 24's "Ny sida": an editor starts a page as a draft; learners get 404 until it is
// published, as with a new course.

let test: TestApp;
let admin: string;
let teacher: string;
let learner: string;

beforeAll(async () => {
  test = await startTestApp();
  [admin, teacher, learner] = await Promise.all([
    sessionFor(test, 'admin@example.se'),
    sessionFor(test, 'larare@example.se'),
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

const createPage = (payload: object, token = admin) =>
  call('POST', '/api/admin/content/pages', token, payload);

describe('POST /api/admin/content/pages', () => {
  it('is for editors and administrators: 401 without a login, 403 for a teacher and a learner', async () => {
    const page = { title: 'Obehörig', slug: 'obehorig' };
    const anonymous = await call('POST', '/api/admin/content/pages', undefined, page);
    expect(anonymous.statusCode).toBe(401);
    for (const token of [teacher, learner]) {
      const refused = await createPage(page, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'Endast redaktörer och administratörer kan redigera innehåll',
      });
    }
    expect((await call('GET', '/api/pages/obehorig', admin)).statusCode).toBe(404);
  });

  it('starts a page as a draft with a new id that no course or page has, and records it', async () => {
    const created = await createPage({ title: 'Om utbildningarna', slug: 'om-utbildningarna' });
    expect(created.statusCode).toBe(201);
    const draft = ContentDraftSchema.parse(created.json());
    expect(draft).toMatchObject({ kind: 'page', version: 1, state: 'draft', saved_by: expect.any(String) });
    expect(draft.data).toEqual({
      id: draft.id,
      slug: 'om-utbildningarna',
      title: 'Om utbildningarna',
      post_type: 'page',
      components: [],
      header: {},
    });
    const listed = z.array(ContentEntrySchema).parse((await call('GET', '/api/admin/content', admin)).json());
    expect(listed.filter((entry) => entry.id === draft.id)).toEqual([
      expect.objectContaining({ kind: 'page', slug: 'om-utbildningarna', state: 'draft' }),
    ]);
    const second = ContentDraftSchema.parse((await createPage({ title: 'Två', slug: 'tva' })).json());
    expect(second.id).not.toBe(draft.id);

    const audit = z
      .array(AuditEntrySchema)
      .parse((await call('GET', '/api/admin/audit?action=content.create', admin)).json());
    expect(audit).toContainEqual(
      expect.objectContaining({ target: 'Om utbildningarna', details: { kind: 'page', id: draft.id } }),
    );
  });

  it('answers 404 to learners until the page is published, and the page after', async () => {
    const draft = ContentDraftSchema.parse((await createPage({ title: 'Kontakt', slug: 'kontakt' })).json());
    expect((await call('GET', '/api/pages/kontakt')).statusCode).toBe(404);
    expect((await call('GET', '/api/pages/kontakt', learner)).statusCode).toBe(404);

    const data = {
      ...draft.data,
      components: [{ block_id: 'kontakt-text', name: 'text', html: '<p>Skriv till oss.</p>' }],
    };
    const saved = await call('PUT', `/api/admin/content/page/${draft.id}/draft`, admin, { version: 1, data });
    expect(saved.statusCode).toBe(200);
    const published = await call('POST', `/api/admin/content/page/${draft.id}/publish`, admin, {
      version: 2,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published' });

    const page = await call('GET', '/api/pages/kontakt', learner);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      id: draft.id,
      title: 'Kontakt',
      components: [expect.objectContaining({ block_id: 'kontakt-text' })],
    });
    expect((await call('GET', '/api/pages/kontakt')).statusCode).toBe(200);
  });

  it('refuses an address another page, course, draft or the site takes, naming `slug`', async () => {
    await createPage({ title: 'Först', slug: 'forst' });
    // The start page, a course of the fixtures, a draft, and one of the site's own routes.
    for (const slug of ['start', 'oppen-kurs', 'forst', 'anvandare']) {
      const taken = await createPage({ title: 'Krock', slug });
      expect(taken.statusCode, slug).toBe(400);
      expect(taken.json(), slug).toMatchObject({
        field: 'slug',
        message: expect.stringContaining('används'),
      });
    }
    // My pages show content pages, so a page may have the address a course may not.
    expect((await createPage({ title: 'Mina sidor', slug: 'mina-sidor' })).statusCode).toBe(201);
    expect(
      (await call('POST', '/api/admin/content/educations', admin, { title: 'Kurs', slug: 'mina-sidor' }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a title or an address it cannot use, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ title: '  ', slug: 'tom-titel' }, 'title'],
      [{ title: 'x'.repeat(201), slug: 'lang-titel' }, 'title'],
      [{ title: 'Versaler', slug: 'Stora-Bokstaver' }, 'slug'],
      [{ title: 'Snedstreck', slug: 'a/b' }, 'slug'],
      [{ slug: 'utan-titel' }, 'title'],
      [{ title: 'Utan adress' }, 'slug'],
    ];
    for (const [payload, field] of cases) {
      const refused = await createPage(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json(), JSON.stringify(payload)).toMatchObject({ field });
    }
  });
});
