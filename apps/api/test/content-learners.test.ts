import { newBlockId, newOptionId, resumePosition } from '@jamstalldhet/blocks/engine';
import { type Education, EducationSchema, type ProgressEntry } from '@jamstalldhet/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 23: learners' work survives edits. A publish that reorders chapters, edits texts, adds
// a block and removes another keeps every saved answer, completion and resume position; the
// editor can ask first what the publish does to learners; a course with completions is closed,
// never deleted.

let test: TestApp;
let admin: string;
let finished: string;
let halfway: string;

beforeAll(async () => {
  test = await startTestApp();
  [admin, finished, halfway] = await Promise.all([
    sessionFor(test, 'admin@example.se'),
    sessionFor(test, 'elev@example.se'),
    sessionFor(test, 'anna@example.se'),
  ]);
});

afterAll(() => test?.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  const options: InjectOptions = { method, url, headers: bearer(token) };
  if (payload !== undefined) {
    options.payload = payload;
  }
  return test.app.inject(options);
}

interface Draft {
  id: number;
  version: number;
  data: Record<string, unknown>;
}

const question = (id: string, right: string) => ({
  block_id: id,
  name: 'question-radio',
  title: 'Stämmer det?',
  mandatory: true,
  has_correction: true,
  answers: [
    { id: right, label: 'Rätt', correct: true },
    { id: `${right}-fel`, label: 'Fel' },
  ],
});

const chapter = (title: string, blocks: object[]) => ({
  title,
  episodes: [{ title: `${title}, episod`, components: [blocks] }],
});

async function publish(id: number, data: object): Promise<Draft> {
  const opened = (await call('GET', `/api/admin/content/education/${id}`, admin)).json<Draft>();
  const saved = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
    version: opened.version,
    data,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { version } = saved.json<Draft>();
  const published = await call('POST', `/api/admin/content/education/${id}/publish`, admin, { version });
  expect(published.statusCode, published.body).toBe(200);
  return published.json<Draft>();
}

async function progressOf(id: number, token: string): Promise<ProgressEntry[]> {
  const answer = await call('GET', `/api/progress/${id}`, token);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ entries: ProgressEntry[] }>().entries;
}

async function learnersCourse(id: number, token: string): Promise<Education> {
  return EducationSchema.parse((await call('GET', `/api/educations/${id}`, token)).json());
}

// The block a learner resumes at: the first answerable block of the resume step's page.
function resumeBlock(education: Education, entries: ProgressEntry[]): string | undefined {
  const step = resumePosition(education, { entries });
  if (step.kind !== 'page') {
    return step.kind;
  }
  const episode = education.chapters[step.chapter - 1]?.episodes[step.episode - 1];
  return episode?.components[step.page - 1]?.find((block) => block.name.startsWith('question'))?.block_id;
}

describe('a publish and learners’ work', () => {
  it('keeps answers, a completion and the resume position through reordering, edits, an added and a removed block', async () => {
    const created = (
      await call('POST', '/api/admin/content/educations', admin, {
        title: 'Lärandekurs',
        slug: 'larandekurs',
      })
    ).json<Draft>();
    const { id } = created;
    const first = {
      ...created.data,
      chapters: [
        chapter('Ett', [{ block_id: 'intro', name: 'text', html: '<p>Hej</p>' }, question('fraga-a', 'a')]),
        chapter('Två', [
          { block_id: 'gammal', name: 'text', html: '<p>Tas bort</p>' },
          question('fraga-b', 'b'),
        ]),
      ],
    };
    await publish(id, first);

    // One learner answers everything and completes; another answers the first question only.
    const all = [
      { block_id: 'fraga-a', values: ['a'] },
      { block_id: 'fraga-b', values: ['b'] },
    ];
    expect(
      (await call('POST', `/api/user/educations/${id}/progress`, finished, { answers: all })).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/educations/${id}/completed`, finished, {})).json()).toMatchObject({
      passed: true,
    });
    await call('POST', `/api/user/educations/${id}/progress`, halfway, { answers: [all[0]] });
    const before = {
      finished: await progressOf(id, finished),
      halfway: await progressOf(id, halfway),
      resume: resumeBlock(await learnersCourse(id, halfway), await progressOf(id, halfway)),
    };
    expect(before.resume).toBe('fraga-b');
    // What the editor asks before "Ta bort": how many learners answered there.
    const answering = (blocks: string) =>
      call('GET', `/api/admin/content/education/${id}/answers?blocks=${blocks}`, admin).then((answer) =>
        answer.json(),
      );
    expect(await answering('fraga-a')).toEqual({ learners: 2 });
    expect(await answering('fraga-b,intro')).toEqual({ learners: 1 });
    expect(await answering('intro')).toEqual({ learners: 0 });
    expect(
      (await call('GET', `/api/admin/content/education/${id}/answers?blocks=x`, halfway)).statusCode,
    ).toBe(403);

    // The editor reorders the chapters, edits a text, adds a mandatory question, removes a block.
    const added = {
      ...question(newBlockId(), newOptionId()),
      answers: [{ id: newOptionId(), label: 'Ja', correct: true }],
    };
    const edited = {
      ...first,
      chapters: [
        chapter('Två', [question('fraga-b', 'b'), added]),
        chapter('Ett (nytt namn)', [
          { block_id: 'intro', name: 'text', html: '<p>Hej igen</p>' },
          question('fraga-a', 'a'),
        ]),
      ],
    };
    const opened = (await call('GET', `/api/admin/content/education/${id}`, admin)).json<Draft>();
    const saved = await call('PUT', `/api/admin/content/education/${id}/draft`, admin, {
      version: opened.version,
      data: edited,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Before publishing, the editor asks what it does to learners.
    const impact = await call('GET', `/api/admin/content/education/${id}/impact`, admin);
    expect(impact.statusCode).toBe(200);
    expect(impact.json()).toEqual({
      learners_in_progress: 1,
      completions: 1,
      certificates: 0,
      removed: [{ block_id: 'gammal', where: 'Kapitel 2, Episod 1, Sida 1, block 1 (Text)', learners: 0 }],
      changed_answers: [],
      new_mandatory: [
        {
          block_id: added.block_id,
          where: 'Kapitel 1, Episod 1, Sida 1, block 2 (Fråga med ett svar)',
          learners: 0,
        },
      ],
    });
    const published = await call('POST', `/api/admin/content/education/${id}/publish`, admin, {
      version: saved.json<Draft>().version,
    });
    expect(published.statusCode, published.body).toBe(200);

    expect(await progressOf(id, finished)).toEqual(before.finished);
    expect(await progressOf(id, halfway)).toEqual(before.halfway);
    const course = await learnersCourse(id, finished);
    expect(course.user?.status).toBe('completed');
    expect(course.chapters.map((entry) => entry.title)).toEqual(['Två', 'Ett (nytt namn)']);
    expect(resumeBlock(await learnersCourse(id, halfway), await progressOf(id, halfway))).toBe(before.resume);
  });

  it('names the learners a changed right answer reaches', async () => {
    const created = (
      await call('POST', '/api/admin/content/educations', admin, {
        title: 'Rättningskurs',
        slug: 'rattningskurs',
      })
    ).json<Draft>();
    const data = { ...created.data, chapters: [chapter('Ett', [question('fraga', 'ratt')])] };
    await publish(created.id, data);
    await call('POST', `/api/user/educations/${created.id}/progress`, halfway, {
      answers: [{ block_id: 'fraga', values: ['ratt'] }],
    });
    const changed = structuredClone(data);
    const block = changed.chapters[0]?.episodes[0]?.components[0]?.[0] as ReturnType<typeof question>;
    block.answers = [
      { id: 'ratt', label: 'Rätt' },
      { id: 'ratt-fel', label: 'Fel', correct: true },
    ];
    const opened = (await call('GET', `/api/admin/content/education/${created.id}`, admin)).json<Draft>();
    await call('PUT', `/api/admin/content/education/${created.id}/draft`, admin, {
      version: opened.version,
      data: changed,
    });
    const impact = (await call('GET', `/api/admin/content/education/${created.id}/impact`, admin)).json();
    expect(impact).toMatchObject({
      changed_answers: [{ block_id: 'fraga', learners: 1, now_wrong: 1 }],
      learners_in_progress: 1,
    });
  });
});

describe('removing a course', () => {
  it('closes a course learners have worked in, and removes one nobody has', async () => {
    const entries = (await call('GET', '/api/admin/content', admin)).json<
      Array<{ id: number; slug: string }>
    >();
    const worked = entries.find((entry) => entry.slug === 'larandekurs');
    expect(worked).toBeDefined();
    const workedId = worked?.id as number;
    const opened = (await call('GET', `/api/admin/content/education/${workedId}`, admin)).json<Draft>();
    // An anonymous reader's copy comes from the content cache, which the closing clears at once.
    const anonymousCourse = async () =>
      EducationSchema.parse(
        (await test.app.inject({ method: 'GET', url: `/api/educations/${workedId}` })).json(),
      );
    expect((await anonymousCourse()).status).not.toBe('closed');
    const closed = await call('POST', `/api/admin/content/education/${workedId}/remove`, admin, {
      version: opened.version,
    });
    expect(closed.json()).toEqual({ outcome: 'closed' });
    expect((await anonymousCourse()).status).toBe('closed');
    expect((await learnersCourse(workedId, finished)).status).toBe('closed');
    expect((await progressOf(workedId, finished)).length).toBe(2);

    const unused = (
      await call('POST', '/api/admin/content/educations', admin, { title: 'Oanvänd', slug: 'oanvand' })
    ).json<Draft>();
    const stale = await call('POST', `/api/admin/content/education/${unused.id}/remove`, admin, {
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    const removed = await call('POST', `/api/admin/content/education/${unused.id}/remove`, admin, {
      version: unused.version,
    });
    expect(removed.json()).toEqual({ outcome: 'removed' });
    expect((await call('GET', `/api/admin/content/education/${unused.id}`, admin)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/admin/content/settings/1/remove', admin, { version: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/admin/content/education/${workedId}/remove`, finished, { version: 0 }))
        .statusCode,
    ).toBe(403);
  });
});

describe('draft snapshots', () => {
  it('keeps one snapshot of a draft per stretch of editing, in the revisions and the audit log', async () => {
    const created = (
      await call('POST', '/api/admin/content/educations', admin, {
        title: 'Ögonblicksbilder',
        slug: 'ogonblick',
      })
    ).json<Draft>();
    let version = created.version;
    for (const text of ['ett', 'två', 'tre']) {
      const data = {
        ...created.data,
        chapters: [chapter('K', [{ block_id: 't', name: 'text', html: text }])],
      };
      const saved = await call('PUT', `/api/admin/content/education/${created.id}/draft`, admin, {
        version,
        data,
      });
      version = saved.json<Draft>().version;
    }
    const revisions = (await call('GET', `/api/admin/content/education/${created.id}/revisions`, admin)).json<
      Array<{ source: string }>
    >();
    expect(revisions.map((revision) => revision.source)).toEqual(['draft']);
    const audit = await call('GET', '/api/admin/audit?action=content.save', admin);
    expect(audit.body).toContain('Ögonblicksbilder');
  });
});
