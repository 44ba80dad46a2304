import { newBlockId, newOptionId } from '@jamstalldhet/blocks/engine';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progress } from '../src/db/schema';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 23, after a hostile review: what an administrator's mistakes, or a learner racing one,
// must not do to learners' work, and what must never answer 500.

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

interface Draft {
  id: number;
  version: number;
  data: Record<string, unknown>;
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) {
  const options: InjectOptions = { method, url, headers: bearer(token) };
  if (payload !== undefined) {
    options.payload = payload;
  }
  return test.app.inject(options);
}

async function newCourse(slug: string): Promise<Draft> {
  return (await call('POST', '/api/admin/content/educations', { title: slug, slug })).json<Draft>();
}

const withBlocks = (draft: Draft, blocks: object[], extra: object = {}) => ({
  ...draft.data,
  ...extra,
  chapters: [{ title: 'K', episodes: [{ title: 'E', components: [blocks] }] }],
});

async function saveAndPublish(draft: Draft, data: object): Promise<number> {
  const opened = (await call('GET', `/api/admin/content/education/${draft.id}`)).json<Draft>();
  const saved = await call('PUT', `/api/admin/content/education/${draft.id}/draft`, {
    version: opened.version,
    data,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const version = saved.json<Draft>().version;
  const published = await call('POST', `/api/admin/content/education/${draft.id}/publish`, { version });
  expect(published.statusCode, published.body).toBe(200);
  return version;
}

describe('hostile edits', () => {
  it('takes block-shaped objects with odd answers anywhere without a 500', async () => {
    const draft = await newCourse('udda-svar');
    const odd = { block_id: 'z', name: 'text', answers: 'x' };
    for (const answers of ['x', {}, 7, [null, 'a']]) {
      const saved = await call('PUT', `/api/admin/content/education/${draft.id}/draft`, {
        version: 0,
        data: withBlocks(draft, [{ block_id: 't', name: 'text', html: 'x' }], {
          extra: [odd, { ...odd, answers }],
        }),
      });
      expect(saved.statusCode, saved.body).toBeLessThan(500);
    }
  });

  it('refuses a published id changed together with other fields, and a new id not made by the editor', async () => {
    const draft = await newCourse('id-och-titel');
    const question = {
      block_id: 'fraga',
      name: 'question-radio',
      title: 'Stämmer det?',
      answers: [{ id: 'ja', label: 'Ja', correct: true }],
    };
    const version = await saveAndPublish(draft, withBlocks(draft, [question]));
    const renamed = await call('PUT', `/api/admin/content/education/${draft.id}/draft`, {
      version,
      data: withBlocks(draft, [{ ...question, block_id: 'fraga-ny', title: 'Ny titel' }]),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ field: 'data.chapters[0].episodes[0].components[0][0].block_id' });
    const option = await call('PUT', `/api/admin/content/education/${draft.id}/draft`, {
      version,
      data: withBlocks(draft, [{ ...question, answers: [{ id: 'annat', label: 'Ja!', correct: true }] }]),
    });
    expect(option.json()).toMatchObject({
      field: 'data.chapters[0].episodes[0].components[0][0].answers[0].id',
    });
    const made = await call('PUT', `/api/admin/content/education/${draft.id}/draft`, {
      version,
      data: withBlocks(draft, [
        { ...question, answers: [...question.answers, { id: newOptionId(), label: 'Nej' }] },
        { block_id: newBlockId(), name: 'text', html: 'Ny' },
      ]),
    });
    expect(made.statusCode, made.body).toBe(200);
  });

  it('refuses a draft an address another document has', async () => {
    const first = await newCourse('forsta-adressen');
    await saveAndPublish(first, withBlocks(first, [{ block_id: 't', name: 'text', html: 'x' }]));
    const second = await newCourse('andra-adressen');
    const squat = await call('PUT', `/api/admin/content/education/${second.id}/draft`, {
      version: second.version,
      data: { ...second.data, slug: 'forsta-adressen' },
    });
    expect(squat.statusCode).toBe(400);
    expect(squat.json()).toMatchObject({ field: 'data.slug' });
  });

  it('names a question whose options swapped their words', async () => {
    const draft = await newCourse('bytta-ord');
    const question = {
      block_id: 'fraga',
      name: 'question-radio',
      title: 'Stämmer det?',
      has_correction: true,
      answers: [
        { id: 'a', label: 'Ja', correct: true },
        { id: 'b', label: 'Nej' },
      ],
    };
    const version = await saveAndPublish(draft, withBlocks(draft, [question]));
    const swapped = {
      ...question,
      answers: [
        { id: 'a', label: 'Nej', correct: true },
        { id: 'b', label: 'Ja' },
      ],
    };
    await call('PUT', `/api/admin/content/education/${draft.id}/draft`, {
      version,
      data: withBlocks(draft, [swapped]),
    });
    const impact = (await call('GET', `/api/admin/content/education/${draft.id}/impact`)).json();
    expect(impact).toMatchObject({ changed_answers: [{ block_id: 'fraga' }] });
  });
});

describe('removing a course', () => {
  it('closes a course a room is for, and one with a comment', async () => {
    // The fixture's classroom is for course 100 (oppen-kurs); nobody has answered there yet.
    const closed = await call('POST', '/api/admin/content/education/100/remove', { version: 0 });
    expect(closed.json()).toEqual({ outcome: 'closed' });

    const discussed = await newCourse('diskuterad');
    await saveAndPublish(
      discussed,
      withBlocks(discussed, [{ block_id: 'k', name: 'comments', title: 'Tyck till' }]),
    );
    const posted = await call(
      'POST',
      `/api/comments/${discussed.id}`,
      { comment: 'Hemligt om kursen' },
      learner,
    );
    expect(posted.statusCode, posted.body).toBeLessThan(300);
    const opened = (await call('GET', `/api/admin/content/education/${discussed.id}`)).json<Draft>();
    const removal = await call('POST', `/api/admin/content/education/${discussed.id}/remove`, {
      version: opened.version,
    });
    expect(removal.json()).toEqual({ outcome: 'closed' });
  });

  it('never gives a new course the id of a removed one that users have rows under', async () => {
    const removed = await newCourse('borttagen');
    expect(
      (
        await call('POST', `/api/admin/content/education/${removed.id}/remove`, { version: removed.version })
      ).json(),
    ).toEqual({ outcome: 'removed' });
    // A learner's answer that raced the removal (or any row a removal left) keeps its id taken.
    const elev = await test.database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, 'elev@example.se'),
    });
    await test.database.db
      .insert(progress)
      .values({ userId: elev?.id as number, educationId: removed.id, blockId: 'x', values: ['y'] });
    const next = await newCourse('nasta');
    expect(next.id).not.toBe(removed.id);
  });
});
