import { AuditEntrySchema, ContentDraftSchema, ContentEntrySchema } from '@jamstalldhet/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 36's "Redaktör": an editor writes drafts and sends them for review; an administrator
// publishes them or sends them back with a comment. The API decides who may do what.

let test: TestApp;
let admin: string;
let editor: string;
let teacher: string;

beforeAll(async () => {
  test = await startTestApp();
  [admin, editor, teacher] = await Promise.all([
    sessionFor(test, 'admin@example.se'),
    sessionFor(test, 'redaktor@example.se'),
    sessionFor(test, 'larare@example.se'),
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

const COURSE = '/api/admin/content/education/100';
const EDITING_REFUSAL = 'Endast redaktörer och administratörer kan redigera innehåll';
const PUBLISHING_REFUSAL =
  'Endast administratörer kan publicera, granska, avpublicera, ta bort, exportera och importera innehåll';

async function draftAs(token: string) {
  const response = await call('GET', COURSE, token);
  expect(response.statusCode).toBe(200);
  return ContentDraftSchema.parse(response.json());
}

async function saveTitle(token: string, title: string) {
  const draft = await draftAs(token);
  const saved = await call('PUT', `${COURSE}/draft`, token, {
    version: draft.version,
    data: { ...draft.data, title },
  });
  expect(saved.statusCode).toBe(200);
  return ContentDraftSchema.parse(saved.json());
}

const audit = async (action: string) =>
  z.array(AuditEntrySchema).parse((await call('GET', `/api/admin/audit?action=${action}`, admin)).json());

describe('what an editor may do', () => {
  it('writes drafts, lists content, uploads images and reads versions, but never publishes', async () => {
    expect((await call('GET', '/api/admin/content', editor)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/images', editor)).statusCode).toBe(200);
    const created = await call('POST', '/api/admin/content/pages', editor, { title: 'Ny', slug: 'ny-sida' });
    expect(created.statusCode).toBe(201);
    const saved = await saveTitle(editor, 'Öppen kurs, redigerad');
    expect((await call('GET', `${COURSE}/revisions`, editor)).statusCode).toBe(200);

    const adminOnly = [
      call('POST', `${COURSE}/publish`, editor, { version: saved.version }),
      call('POST', `${COURSE}/unpublish`, editor, { version: saved.version }),
      call('POST', `${COURSE}/remove`, editor, { version: saved.version }),
      call('POST', `${COURSE}/review/return`, editor, { version: saved.version, comment: 'Nej' }),
      call('GET', `${COURSE}/impact`, editor),
      call('GET', `${COURSE}/export`, editor),
    ];
    for (const refused of await Promise.all(adminOnly)) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(PUBLISHING_REFUSAL);
    }
    // Nothing reached learners.
    const learnersSee = await call('GET', '/api/educations/100');
    expect(learnersSee.json().title).toBe('Öppen kurs');
  });

  it('may not change the site settings, not even as a draft', async () => {
    const settings = ContentDraftSchema.parse(
      (await call('GET', '/api/admin/content/settings/1', editor)).json(),
    );
    const refused = await call('PUT', '/api/admin/content/settings/1/draft', editor, {
      version: settings.version,
      data: { ...settings.data, contact_email: 'nagon@annanstans.example' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Endast administratörer kan ändra webbplatsinställningarna');
    expect(
      (await call('POST', '/api/admin/content/settings/1/review', editor, { version: 0 })).statusCode,
    ).toBe(403);
  });

  it('is refused to other roles (403) and to anonymous callers (401)', async () => {
    const refused = await call('GET', '/api/admin/content', teacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EDITING_REFUSAL);
    expect((await call('POST', `${COURSE}/review`, teacher, { version: 1 })).statusCode).toBe(403);
    expect((await call('POST', `${COURSE}/review`, undefined, { version: 1 })).statusCode).toBe(401);
  });
});

describe('review', () => {
  it('refuses to send what cannot be published, with the publish checks', async () => {
    const created = ContentDraftSchema.parse(
      (
        await call('POST', '/api/admin/content/educations', editor, { title: 'Tom', slug: 'tom-kurs' })
      ).json(),
    );
    const sent = await call('POST', `/api/admin/content/education/${created.id}/review`, editor, {
      version: created.version,
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: expect.stringMatching(/kapitel/i) })]),
    );
    const after = ContentDraftSchema.parse(
      (await call('GET', `/api/admin/content/education/${created.id}`, editor)).json(),
    );
    expect(after.review).toBeNull();
  });

  it('goes editor → administrator → back with a comment → again → published, each step in the log', async () => {
    const saved = await saveTitle(editor, 'Öppen kurs, granskad');
    expect((await call('POST', `${COURSE}/review`, editor, { version: saved.version - 1 })).statusCode).toBe(
      409,
    );
    const sent = await call('POST', `${COURSE}/review`, editor, { version: saved.version });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(ContentDraftSchema.parse(sent.json()).review).toMatchObject({
      state: 'pending',
      by: 'Rut Redaktör',
      comment: null,
    });
    // Sending again what is waiting changes nothing.
    expect((await call('POST', `${COURSE}/review`, editor, { version: saved.version })).statusCode).toBe(200);
    expect(await audit('content.review-request')).toHaveLength(1);

    const listed = z.array(ContentEntrySchema).parse((await call('GET', '/api/admin/content', admin)).json());
    expect(listed.find((entry) => entry.kind === 'education' && entry.id === 100)?.review).toMatchObject({
      state: 'pending',
      by: 'Rut Redaktör',
    });

    const blank = await call('POST', `${COURSE}/review/return`, admin, {
      version: saved.version,
      comment: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      field: 'comment',
      message: 'comment: Skriv vad som behöver ändras',
    });
    for (const comment of ['nul\u0000byte', 'x'.repeat(2001)]) {
      const hostile = await call('POST', `${COURSE}/review/return`, admin, {
        version: saved.version,
        comment,
      });
      expect(hostile.statusCode).toBe(400);
      expect(hostile.json().field).toBe('comment');
    }
    const stale = await call('POST', `${COURSE}/review/return`, admin, {
      version: saved.version - 1,
      comment: 'Gammal',
    });
    expect(stale.statusCode).toBe(409);

    const comment = 'Rubriken behöver vara kortare.';
    const returned = await call('POST', `${COURSE}/review/return`, admin, {
      version: saved.version,
      comment,
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect((await draftAs(editor)).review).toMatchObject({ state: 'returned', by: 'Alva Admin', comment });
    const twice = await call('POST', `${COURSE}/review/return`, admin, { version: saved.version, comment });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Utkastet väntar inte på granskning');
    expect(await audit('content.review-return')).toEqual([
      expect.objectContaining({
        target: 'Öppen kurs, granskad',
        details: expect.objectContaining({ comment }),
      }),
    ]);

    // The editor changes it and sends it again; the comment is read and gone.
    const again = await saveTitle(editor, 'Öppen kurs, kortare');
    expect(again.review).toMatchObject({ state: 'returned', comment });
    const resent = ContentDraftSchema.parse(
      (await call('POST', `${COURSE}/review`, editor, { version: again.version })).json(),
    );
    expect(resent.review).toMatchObject({ state: 'pending', comment: null });

    const published = await call('POST', `${COURSE}/publish`, admin, { version: again.version });
    expect(published.statusCode, published.body).toBe(200);
    expect(ContentDraftSchema.parse(published.json())).toMatchObject({ state: 'published', review: null });
    expect((await call('GET', '/api/educations/100')).json().title).toBe('Öppen kurs, kortare');
    const [publishEntry] = await audit('content.publish');
    expect(publishEntry?.details).toMatchObject({ kind: 'education', id: 100, reviewed: true });
  });

  it('sends anew a version saved after the one waiting, and a publish counts as reviewed only for what was sent', async () => {
    const first = await saveTitle(editor, 'Öppen kurs, version A');
    const sent = ContentDraftSchema.parse(
      (await call('POST', `${COURSE}/review`, editor, { version: first.version })).json(),
    );
    expect(sent.review).toMatchObject({ state: 'pending', version: first.version });
    const later = await saveTitle(editor, 'Öppen kurs, version B');
    expect(later.review).toMatchObject({ state: 'pending', version: first.version });
    const requests = (await audit('content.review-request')).length;
    const again = ContentDraftSchema.parse(
      (await call('POST', `${COURSE}/review`, editor, { version: later.version })).json(),
    );
    expect(again.review).toMatchObject({ state: 'pending', version: later.version });
    expect(await audit('content.review-request')).toHaveLength(requests + 1);

    // Saved again after the last send: the publish is of a version nobody sent.
    const unsent = await saveTitle(admin, 'Öppen kurs, version C');
    await call('POST', `${COURSE}/publish`, admin, { version: unsent.version });
    const [publishEntry] = await audit('content.publish');
    expect(publishEntry?.details).toMatchObject({ reviewed: false });
  });

  it('ends a review when the document is taken off the site', async () => {
    const created = ContentDraftSchema.parse(
      (
        await call('POST', '/api/admin/content/pages', editor, { title: 'Om oss', slug: 'om-oss-granskad' })
      ).json(),
    );
    const url = `/api/admin/content/page/${created.id}`;
    const block = { block_id: 'b-omoss00001', name: 'text', html: '<p>Vi är en myndighet.</p>' };
    const saved = ContentDraftSchema.parse(
      (
        await call('PUT', `${url}/draft`, editor, {
          version: created.version,
          data: { ...created.data, components: [block] },
        })
      ).json(),
    );
    expect((await call('POST', `${url}/review`, editor, { version: saved.version })).statusCode).toBe(200);
    expect((await call('POST', `${url}/publish`, admin, { version: saved.version })).statusCode).toBe(200);
    const changed = ContentDraftSchema.parse(
      (
        await call('PUT', `${url}/draft`, editor, {
          version: saved.version,
          data: { ...created.data, title: 'Om oss nu', components: [block] },
        })
      ).json(),
    );
    expect((await call('POST', `${url}/review`, editor, { version: changed.version })).statusCode).toBe(200);
    const unpublished = await call('POST', `${url}/unpublish`, admin, { version: changed.version });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const after = ContentDraftSchema.parse((await call('GET', url, admin)).json());
    expect(after.review).toBeNull();
    const listed = z.array(ContentEntrySchema).parse((await call('GET', '/api/admin/content', admin)).json());
    expect(listed.find((entry) => entry.kind === 'page' && entry.id === created.id)?.review).toBeNull();
  });

  it('refuses a return of what nobody sent, and a review of a draft without changes', async () => {
    const draft = await draftAs(admin);
    const nothing = await call('POST', `${COURSE}/review/return`, admin, {
      version: draft.version,
      comment: 'Varför?',
    });
    expect(nothing.statusCode).toBe(409);
    const unchanged = await call('POST', `${COURSE}/review`, editor, { version: draft.version });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe('Det finns inga ändringar att skicka för granskning');
  });
});
