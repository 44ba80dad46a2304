import { AccessibilityStatementSchema, ContentDraftSchema, PageSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceStatus, motiveringFor } from '../src/content/content-check';
import { savePage } from '../src/storage/content';
import { callAs, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 40: a varning of the content rules goes live only with an administrator's "Motivering",
// and the accessibility statement lists it with its reason, worked out from what is published.

let test: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  test = await startTestApp();
  [admin, editor] = await Promise.all([
    sessionFor(test, 'admin@example.se'),
    sessionFor(test, 'redaktor@example.se'),
  ]);
});

afterAll(() => test?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  callAs(test, method, url, token, payload);

const ENGLISH = '<p>The report shows that the gap between women and men in the workplace is closing.</p>';
const SWEDISH = '<p>Rapporten visar att skillnaden mellan kvinnor och män på arbetsplatsen minskar.</p>';

/** A new page draft with one text block, saved: its id and the draft version to publish. */
async function pageWith(title: string, slug: string, html: string): Promise<{ id: number; version: number }> {
  const created = ContentDraftSchema.parse(
    (await call('POST', '/api/admin/content/pages', admin, { title, slug })).json(),
  );
  const data = { ...created.data, components: [{ block_id: `${slug}-text`, name: 'text', html }] };
  const saved = await call('PUT', `/api/admin/content/page/${created.id}/draft`, admin, {
    version: created.version,
    data,
  });
  expect(saved.statusCode).toBe(200);
  return { id: created.id, version: ContentDraftSchema.parse(saved.json()).version };
}

const publish = (id: number, body: object, token = admin) =>
  call('POST', `/api/admin/content/page/${id}/publish`, token, body);

async function statement() {
  const answer = await call('GET', '/api/accessibility-statement');
  expect(answer.statusCode).toBe(200);
  return AccessibilityStatementSchema.parse(answer.json());
}

const deviationsOf = async (document: string) =>
  (await statement()).deviations.filter((deviation) => deviation.document === document);

describe('publishing over varningar', () => {
  it('refuses a draft with a varning without a Motivering, naming the field and each varning', async () => {
    const page = await pageWith('Engelsk rapport', 'engelsk-rapport', ENGLISH);
    for (const body of [{ version: page.version }, { version: page.version, motivering: '   ' }]) {
      const refused = await publish(page.id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        field: 'motivering',
        message: expect.stringContaining('Utkastet har 1 varning'),
        warnings: [
          {
            where: 'Block 1 (Text)',
            path: 'components[0].html',
            message: expect.stringContaining('engelska'),
          },
        ],
      });
    }
    expect((await call('GET', '/api/pages/engelsk-rapport')).statusCode).toBe(404);
    const tooLong = await publish(page.id, { version: page.version, motivering: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'motivering' });
    // Hostile bodies: another type, a NUL byte. A 400, never a 500, and nothing published.
    for (const motivering of [42, ['skäl'], { text: 'skäl' }, 'Skäl\u0000']) {
      const refused = await publish(page.id, { version: page.version, motivering });
      expect(refused.statusCode, JSON.stringify(motivering)).toBe(400);
    }
    expect((await call('GET', '/api/pages/engelsk-rapport')).statusCode).toBe(404);
  });

  it('publishes with a Motivering, which the statement lists with the varning, never who wrote it', async () => {
    const before = Date.now();
    const page = await pageWith('Citat på engelska', 'citat-pa-engelska', ENGLISH);
    const published = await publish(page.id, {
      version: page.version,
      motivering: 'Citatet återges som det skrevs; en svensk översättning följer i nästa version.',
    });
    expect(published.statusCode).toBe(200);
    expect(await deviationsOf('Citat på engelska')).toEqual([
      {
        document: 'Citat på engelska',
        where: 'Block 1 (Text)',
        rule: 'Språk på delar av texten (WCAG 3.1.2)',
        message: expect.stringContaining('engelska'),
        severity: 'warning',
        motivering: 'Citatet återges som det skrevs; en svensk översättning följer i nästa version.',
        checked_at: expect.any(Number),
      },
    ]);
    const now = await statement();
    expect(now.status).toBe('delvis förenlig');
    expect(now.checked_at).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(now)).not.toMatch(/admin@example\.se|Administratör/);
  });

  it("keeps a reason given over what only the editor's browser finds (unknown words), and asks none", () => {
    expect(motiveringFor([], 'Namnen stavas som organisationerna själva gör.')).toBe(
      'Namnen stavas som organisationerna själva gör.',
    );
    expect(motiveringFor([], undefined)).toBeNull();
    expect(motiveringFor([], '')).toBeNull();
  });

  it('forgets the varning when the page is published again without it, or unpublished', async () => {
    const page = await pageWith('Rättad rapport', 'rattad-rapport', ENGLISH);
    expect(
      (await publish(page.id, { version: page.version, motivering: 'Rättas i morgon.' })).statusCode,
    ).toBe(200);
    expect(await deviationsOf('Rättad rapport')).toHaveLength(1);

    const draft = ContentDraftSchema.parse(
      (await call('GET', `/api/admin/content/page/${page.id}`, admin)).json(),
    );
    const fixed = await call('PUT', `/api/admin/content/page/${page.id}/draft`, admin, {
      version: draft.version,
      data: { ...draft.data, components: [{ block_id: 'rattad-rapport-text', name: 'text', html: SWEDISH }] },
    });
    const version = ContentDraftSchema.parse(fixed.json()).version;
    // Nothing to publish over: no Motivering is asked for.
    expect((await publish(page.id, { version })).statusCode).toBe(200);
    expect(await deviationsOf('Rättad rapport')).toEqual([]);

    const again = await pageWith('Avpublicerad rapport', 'avpublicerad-rapport', ENGLISH);
    expect((await publish(again.id, { version: again.version, motivering: 'Tillfälligt.' })).statusCode).toBe(
      200,
    );
    expect(await deviationsOf('Avpublicerad rapport')).toHaveLength(1);
    const open = ContentDraftSchema.parse(
      (await call('GET', `/api/admin/content/page/${again.id}`, admin)).json(),
    );
    const unpublished = await call('POST', `/api/admin/content/page/${again.id}/unpublish`, admin, {
      version: open.version,
    });
    expect(unpublished.statusCode).toBe(200);
    expect(await deviationsOf('Avpublicerad rapport')).toEqual([]);
  });

  it('asks no Motivering of an editor, who sends the draft for review and may not publish it', async () => {
    const page = await pageWith('Redaktörens rapport', 'redaktorens-rapport', ENGLISH);
    const refused = await publish(page.id, { version: page.version, motivering: 'Jag vill.' }, editor);
    expect(refused.statusCode).toBe(403);
    const review = await call('POST', `/api/admin/content/page/${page.id}/review`, editor, {
      version: page.version,
    });
    expect(review.statusCode).toBe(200);
  });
});

describe('the statement', () => {
  it('checks what was published before the content rules when it is first read, errors included', async () => {
    const page = PageSchema.parse({
      id: 990_001,
      slug: 'gammal-sida',
      title: 'Gammal sida',
      post_type: 'page',
      components: [
        { block_id: 'gammal-text', name: 'text', html: '<p><a href="https://www.do.se/">klicka här</a></p>' },
      ],
    });
    // Written as an older version or a hand edit would: no publish, no check.
    await savePage(test.database.db, page);
    expect(await deviationsOf('Gammal sida')).toEqual([
      expect.objectContaining({
        where: 'Block 1 (Text)',
        rule: 'Länktexter (WCAG 2.4.4)',
        severity: 'error',
        motivering: null,
      }),
    ]);
  });

  it('is public and answers without a login', async () => {
    const answer = await call('GET', '/api/accessibility-statement');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/json/);
  });
});

describe('complianceStatus', () => {
  const finding = (severity: 'error' | 'warning', rule = 'link-text') => ({
    severity,
    rule,
    place: 'Block 1 (Text)',
    message: '',
  });

  it('is "helt förenlig" with nothing found, or only readability (a goal, not a requirement of the law)', () => {
    expect(complianceStatus([])).toBe('helt förenlig');
    expect(complianceStatus([{ findings: [] }, { findings: [finding('warning', 'readability')] }])).toBe(
      'helt förenlig',
    );
  });

  it('is "delvis förenlig" with a varning or with errors in less than half the documents', () => {
    expect(complianceStatus([{ findings: [finding('warning', 'image-alt')] }])).toBe('delvis förenlig');
    expect(complianceStatus([{ findings: [finding('error')] }, { findings: [] }, { findings: [] }])).toBe(
      'delvis förenlig',
    );
  });

  it('is "inte förenlig" with errors in half the documents or more', () => {
    expect(complianceStatus([{ findings: [finding('error')] }, { findings: [] }])).toBe('inte förenlig');
    expect(complianceStatus([{ findings: [finding('error')] }])).toBe('inte förenlig');
  });
});
