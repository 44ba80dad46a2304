import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, sessionFor, startTestApp, type TestApp } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

describe('GET /api/site-settings', () => {
  it('answers the imported settings', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      navigation: [{ text: 'Alla utbildningar', url: '/' }],
      apiSynchTime: 30,
    });
  });
});

describe('GET /api/pages/{slug}', () => {
  it('answers a page with its blocks and the client IP header', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/pages/start',
      remoteAddress: '10.1.2.3',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-client-ip']).toBe('10.1.2.3');
    expect(response.json()).toMatchObject({
      slug: 'start',
      post_type: 'page',
      components: [{ name: 'list-educations' }],
    });
  });

  it('answers an education as a page of post type education with its presentation', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/pages/oppen-kurs' });
    expect(response.json()).toMatchObject({
      post_type: 'education',
      components: [{ name: 'education-presentation' }],
      education: { id: 100, user: null },
    });
  });

  it('answers a room to a member with its education, and never the members’ e-mail addresses', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/pages/klassrum-7b',
      headers: bearer(await sessionFor(test, 'elev@example.se')),
    });
    expect(response.json()).toMatchObject({ post_type: 'room', education: { slug: 'oppen-kurs' } });
    expect(response.json()).not.toHaveProperty('members');
    expect(response.body).not.toContain('@example.se');
  });

  it('answers 404 for unknown and unsafe slugs', async () => {
    for (const slug of ['finns-inte', '..%2f..%2fetc', 'STOR', '%3Cscript%3E']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().statusCode).toBe(404);
    }
  });
});

describe('GET /api/educations', () => {
  it('lists every education without chapter contents', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/educations' });
    const list = response.json();
    expect(list.map((education: { slug: string }) => education.slug)).toEqual([
      'oppen-kurs',
      'kurs-med-godkannande',
    ]);
    expect(list[0]).not.toHaveProperty('chapters');
    expect(list[0]).toMatchObject({ chapter_count: 1, excerpt: 'En öppen kurs.', user: null });
  });

  it("fills the logged-in learner's part", async () => {
    const token = await login(test.app, 'elev@example.se');
    await test.app.inject({
      method: 'POST',
      url: '/api/user/educations/100/progress',
      headers: bearer(token),
      payload: { answers: [{ block_id: 'fraga-1', values: ['ja'] }] },
    });
    const list = (
      await test.app.inject({ method: 'GET', url: '/api/educations', headers: bearer(token) })
    ).json();
    expect(list[0].user).toMatchObject({ status: null, answers: [{ blockId: 'fraga-1', values: ['ja'] }] });
  });
});

describe('GET /api/educations/{id}', () => {
  it('answers the full education', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/educations/100' });
    expect(response.statusCode).toBe(200);
    expect(response.json().chapters[0].episodes[0].components[0][1].block_id).toBe('fraga-1');
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/educations/999' })).statusCode).toBe(404);
    const bad = await test.app.inject({ method: 'GET', url: '/api/educations/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});

describe('unknown routes', () => {
  it('answer JSON 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/finns-inte' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('content HTML as the API sends it (issue 25)', () => {
  it('is sanitized whatever wrote the row: a folder import, an older version, a hand edit', async () => {
    const { findPageBySlug, savePage, getSettings, saveSettings } = await import('../src/storage/content');
    const page = await findPageBySlug(test.app.db, 'start');
    if (!page) {
      throw new Error('the demo start page is missing');
    }
    const hostile = '<p onclick="steal()">Hej<script>steal()</script><img src="x" onerror="steal()"></p>';
    // savePage is what the folder import writes with: it checks the shape, not the HTML.
    await savePage(test.app.db, {
      ...page,
      components: [{ ...page.components[0], html: hostile }, ...page.components.slice(1)],
    } as typeof page);
    const settings = await getSettings(test.app.db);
    await saveSettings(test.app.db, { ...settings, evaluation_terms: hostile });

    const served = (await test.app.inject({ method: 'GET', url: '/api/pages/start' })).json();
    expect(served.components[0].html).toBe('<p>Hej<img src="x" alt="" /></p>');
    const terms = (await test.app.inject({ method: 'GET', url: '/api/site-settings' })).json()
      .evaluation_terms;
    expect(terms).toBe('<p>Hej<img src="x" alt="" /></p>');

    await savePage(test.app.db, page);
    await saveSettings(test.app.db, settings);
  });
});
