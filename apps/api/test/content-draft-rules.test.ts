import { newBlockId } from '@jamstalldhet/blocks/engine';
import { sanitizeContentHtml } from '@jamstalldhet/blocks/server';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_HTML, HOSTILE_URLS } from './fixtures/hostile-html';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 23: nothing unsafe is stored, not even in a draft, and ids that learners' answers are
// stored by stay sound: a copy gets new ids, a published id cannot be edited.

let test: TestApp;
let admin: string;

beforeAll(async () => {
  test = await startTestApp();
  admin = await sessionFor(test, 'admin@example.se');
});

afterAll(() => test?.close());

interface Draft {
  id: number;
  version: number;
  data: Record<string, unknown>;
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const options: InjectOptions = { method, url, headers: bearer(admin) };
  if (payload !== undefined) {
    options.payload = payload;
  }
  return test.app.inject(options);
}

async function newCourse(slug: string): Promise<Draft> {
  const created = await call('POST', '/api/admin/content/educations', { title: slug, slug });
  expect(created.statusCode).toBe(201);
  return created.json<Draft>();
}

const save = (id: number, version: number, data: object) =>
  call('PUT', `/api/admin/content/education/${id}/draft`, { version, data });

/** A course whose one page holds `blocks`. */
function courseWith(draft: Draft, blocks: object[], extra: object = {}) {
  return {
    ...draft.data,
    ...extra,
    chapters: [{ title: 'Kapitel', episodes: [{ title: 'Episod', components: [blocks] }] }],
  };
}

function pageBlocks(data: Record<string, unknown>): Array<Record<string, unknown>> {
  const chapters = data.chapters as Array<{ episodes: Array<{ components: unknown[][] }> }>;
  return chapters[0]?.episodes[0]?.components[0] as Array<Record<string, unknown>>;
}

describe('a draft save', () => {
  it('takes every document back as it is', async () => {
    const entries = (await call('GET', '/api/admin/content')).json<Array<{ kind: string; id: number }>>();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const opened = (await call('GET', `/api/admin/content/${entry.kind}/${entry.id}`)).json<Draft>();
      const saved = await call('PUT', `/api/admin/content/${entry.kind}/${entry.id}/draft`, {
        version: opened.version,
        data: opened.data,
      });
      expect(saved.statusCode, `${entry.kind} ${entry.id}: ${saved.body.slice(0, 300)}`).toBe(200);
    }
  });

  it('stores hostile HTML in every HTML field clean, the way rendering would clean it', async () => {
    const draft = await newCourse('farlig-html');
    for (const html of HOSTILE_HTML) {
      const blocks = [
        { block_id: 'text', name: 'text', title: html, html },
        {
          block_id: 'fraga',
          name: 'question-radio',
          title: 'Stämmer det?',
          html,
          has_correction: true,
          correct_description: html,
          wrong_description: html,
          answers: [{ id: 'a', label: html, correct: true }],
        },
        { block_id: 'faq', name: 'list-faq', html, items: [{ question: 'F', answer: html, html }] },
        {
          block_id: 'video',
          name: 'video-full',
          video_url: 'https://youtu.be/dQw4w9WgXcQ',
          video_transcript: html,
        },
        { block_id: 'fakta', name: 'facts-box', box_text: html, image_text: html },
      ];
      const current = (await call('GET', `/api/admin/content/education/${draft.id}`)).json<Draft>();
      const data = courseWith(current, blocks, { header: { desc: html } });
      const saved = await save(draft.id, current.version, data);
      expect(saved.statusCode, saved.body).toBe(200);
      const stored = saved.json<Draft>().data;
      const clean = sanitizeContentHtml(html);
      const [text, question, faq, video, facts] = pageBlocks(stored);
      expect(text?.html).toBe(clean);
      expect(question?.html).toBe(clean);
      expect(question?.correct_description).toBe(clean);
      expect(question?.wrong_description).toBe(clean);
      expect((faq?.items as Array<Record<string, unknown>> | undefined)?.[0]?.answer).toBe(clean);
      expect(video?.video_transcript).toBe(clean);
      expect(facts?.box_text).toBe(clean);
      expect((stored.header as { desc: string }).desc).toBe(clean);
      // Text fields are text: kept as written, escaped when shown.
      expect(text?.title).toBe(html);
      expect((question?.answers as Array<{ label: string }> | undefined)?.[0]?.label).toBe(html);
      expect(JSON.stringify(pageBlocks(stored).map((block) => block.html))).not.toMatch(
        /<script|onerror|onclick|javascript:|<iframe|<style|<form/i,
      );
    }
  });

  it('refuses an unsafe address, an unknown video or an unknown colour, naming the field, and keeps what was saved', async () => {
    const draft = await newCourse('farliga-adresser');
    const good = await save(
      draft.id,
      draft.version,
      courseWith(draft, [{ block_id: 't', name: 'text', html: 'ok' }]),
    );
    expect(good.statusCode).toBe(200);
    const version = good.json<Draft>().version;
    const cases: Array<[object, string]> = [
      ...HOSTILE_URLS.map((url): [object, string] => [
        { block_id: 'knapp', name: 'link-button', button: { text: 'Läs', url } },
        'data.chapters[0].episodes[0].components[0][0].button.url',
      ]),
      ...HOSTILE_URLS.map((url): [object, string] => [
        { block_id: 'bild', name: 'image', image: { url, alt: 'x' } },
        'data.chapters[0].episodes[0].components[0][0].image.url',
      ]),
      [
        { block_id: 'v', name: 'video-full', video_url: 'https://evil.example/v.mp4', video_transcript: 't' },
        'data.chapters[0].episodes[0].components[0][0].video_url',
      ],
      [
        { block_id: 'f', name: 'text', html: 'x', bgcolor: 'red' },
        'data.chapters[0].episodes[0].components[0][0].bgcolor',
      ],
      [
        { block_id: 'f', name: 'text', html: 'x', padding: '999px' },
        'data.chapters[0].episodes[0].components[0][0].padding',
      ],
      [{ block_id: 'l', name: 'list', icon: 'skull' }, 'data.chapters[0].episodes[0].components[0][0].icon'],
    ];
    for (const [block, field] of cases) {
      const refused = await save(draft.id, version, courseWith(draft, [block]));
      expect(refused.statusCode, JSON.stringify(block)).toBe(400);
      expect(refused.json()).toMatchObject({ field });
      expect(refused.json<{ message: string }>().message).toContain(field);
    }
    const kept = (await call('GET', `/api/admin/content/education/${draft.id}`)).json<Draft>();
    expect(kept.version).toBe(version);
    expect(pageBlocks(kept.data)[0]).toMatchObject({ block_id: 't', html: 'ok' });
  });

  it('cleans the site settings: HTML texts sanitized, a phone link only tel: and digits', async () => {
    const opened = (await call('GET', '/api/admin/content/settings/1')).json<Draft>();
    const data = structuredClone(opened.data) as Record<string, unknown> & {
      footer: { upper: unknown[] };
    };
    data.evaluation_terms = HOSTILE_HTML[0];
    const phone: Record<string, unknown> = {
      type: 'phone',
      text: '010-123 45 00',
      url: 'tel:javascript:alert(1)',
    };
    data.footer.upper = [{ type: 'contact', title: 'Kontakt', items: [phone] }];
    const refused = await call('PUT', '/api/admin/content/settings/1/draft', {
      version: opened.version,
      data,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ field: string }>().field).toBe('data.footer.upper[0].items[0].url');
    phone.url = 'tel:+46101234500';
    const saved = await call('PUT', '/api/admin/content/settings/1/draft', { version: opened.version, data });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Draft>().data.evaluation_terms).toBe(sanitizeContentHtml(HOSTILE_HTML[0]));
  });
});

describe('ids in a draft', () => {
  it('gives a copied block and a repeated option new ids, and keeps the original', async () => {
    const draft = await newCourse('kopierade-block');
    const question = {
      block_id: 'fraga-1',
      name: 'question-radio',
      title: 'Stämmer det?',
      answers: [
        { id: 'ja', label: 'Ja', correct: true },
        { id: 'ja', label: 'Nej' },
      ],
    };
    const saved = await save(draft.id, draft.version, courseWith(draft, [question, question]));
    expect(saved.statusCode, saved.body).toBe(200);
    const [first, copy] = pageBlocks(saved.json<Draft>().data) as Array<{
      block_id: string;
      answers: Array<{ id: string }>;
    }>;
    expect(first?.block_id).toBe('fraga-1');
    expect(copy?.block_id).not.toBe('fraga-1');
    expect(first?.answers[0]?.id).toBe('ja');
    const ids = [...(first?.answers ?? []), ...(copy?.answers ?? [])].map((option) => option.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('refuses an edit of a published block id or option id', async () => {
    const draft = await newCourse('publicerade-id');
    const question = {
      block_id: 'fraga-1',
      name: 'question-radio',
      title: 'Stämmer det?',
      has_correction: true,
      answers: [
        { id: 'ja', label: 'Ja', correct: true },
        { id: 'nej', label: 'Nej' },
      ],
    };
    const saved = await save(draft.id, draft.version, courseWith(draft, [question]));
    const version = saved.json<Draft>().version;
    expect(
      (await call('POST', `/api/admin/content/education/${draft.id}/publish`, { version })).statusCode,
    ).toBe(200);

    const renamed = await save(draft.id, version, courseWith(draft, [{ ...question, block_id: 'annat-id' }]));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ field: 'data.chapters[0].episodes[0].components[0][0].block_id' });
    const option = await save(
      draft.id,
      version,
      courseWith(draft, [
        { ...question, answers: [{ id: 'nytt', label: 'Ja', correct: true }, question.answers[1]] },
      ]),
    );
    expect(option.statusCode).toBe(400);
    expect(option.json()).toMatchObject({
      field: 'data.chapters[0].episodes[0].components[0][0].answers[0].id',
    });

    // Removing the block and adding another is an edit an editor may make.
    const replaced = await save(
      draft.id,
      version,
      courseWith(draft, [{ block_id: newBlockId(), name: 'text', html: '<p>Ny</p>' }]),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
  });
});
