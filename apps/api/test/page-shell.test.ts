import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/format/escape-html';
import { preparePageShell, renderPageShell } from '../src/site/page-shell';
import { routeMeta } from '../src/site/route-meta';
import { peekContent } from '../src/storage/content-cache';
import { startTestApp, type TestApp } from './helpers';

const meta = {
  title: 'Om oss | Webb',
  tags: [
    { attribute: 'name' as const, key: 'description', content: 'Vilka vi är.' },
    { attribute: 'name' as const, key: 'robots', content: null },
  ],
};

describe('the page shell', () => {
  it('puts the page’s tags where the build’s title was, and drops the build’s own', () => {
    const shell = preparePageShell(
      '<html><head><meta charset="utf-8"><title>Bygget</title>\n<meta name="description" content="x">\n<meta property="og:title" content="y"><link rel="icon" href="/i.svg"></head></html>',
    );
    const html = renderPageShell(shell, meta);
    expect(html).toMatch(/^<html><head><meta charset="utf-8"><title>Om oss \| Webb<\/title>/);
    expect(html).toContain('<meta name="description" content="Vilka vi är.">');
    expect(html).not.toContain('Bygget');
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('robots');
    expect(html).toContain('<link rel="icon" href="/i.svg"></head>');
  });

  it('puts them before </head> when the build has no title', () => {
    const html = renderPageShell(
      preparePageShell('<html><head><meta charset="utf-8"></head><body></body></html>'),
      meta,
    );
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('hashes inline scripts for the policy, and only those', () => {
    const inline = 'window.x = 1;';
    const shell = preparePageShell(
      `<head><script>${inline}</script><script type="module" src="/assets/a.js"></script></head>`,
    );
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(shell.inlineScriptHashes).toEqual([`'sha256-${hash}'`]);
  });

  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

// Issue 21 had the shell answer a made-up page of a course not open to all like a real one, so
// as to tell no more than the outline; issue 39: every made-up number was then a page of its own
// to render and keep (1,150 of them took the server from 537 to 670 MB). How many pages an
// episode has is no secret worth that: a page the course does not have is not found, for every course.
describe('the page shell of a course not open to all', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await test.close();
  });
  const statusOf = async (url: string) => (await routeMeta(test.database.db, url)).status;

  it('answers a page that exists, and not one that does not', async () => {
    // kurs-med-godkannande (users_approved): chapter 1, episode 1 has one page.
    expect(await statusOf('/kurs-med-godkannande/1/1/1')).toBe(200);
    expect(await statusOf('/kurs-med-godkannande/1/1/2')).toBe(404);
    expect(await statusOf('/kurs-med-godkannande/1/1/777777')).toBe(404);
  });

  it('keeps no cache entry of its own for a made-up slug, so a flood of them pushes out no content', async () => {
    for (const url of ['/pa-hittad-sida', '/pa-hittad-kurs/1/1/1']) {
      expect(await statusOf(url), url).toBe(404);
    }
    for (const key of [
      'page-slug:pa-hittad-sida',
      'education-slug:pa-hittad-sida',
      'education-slug:pa-hittad-kurs',
    ]) {
      expect(peekContent(test.database.db, key), key).toBeUndefined();
    }
  });

  it('answers a chapter and an episode it has, and not an unknown one or a bad level', async () => {
    expect(await statusOf('/kurs-med-godkannande/1')).toBe(200);
    expect(await statusOf('/kurs-med-godkannande/1/1')).toBe(200);
    for (const url of [
      '/kurs-med-godkannande/2',
      '/kurs-med-godkannande/1/2/1',
      '/kurs-med-godkannande/1/1/x',
    ]) {
      expect(await statusOf(url), url).toBe(404);
    }
  });

  it('an open course’s pages are public: a missing page is not found', async () => {
    expect(await statusOf('/oppen-kurs/1/1/2')).toBe(200);
    expect(await statusOf('/oppen-kurs/1/1/3')).toBe(404);
  });
});

describe('the page shell of the staff pages', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await test.close();
  });
  const statusOf = async (url: string) => (await routeMeta(test.database.db, url)).status;

  it('knows every administration page, the statistics and the content editor among them', async () => {
    for (const url of [
      '/mina-sidor/administration',
      '/mina-sidor/administration/konton/12',
      '/mina-sidor/administration/logg',
      '/mina-sidor/administration/statistik',
      '/mina-sidor/administration/innehall',
      '/mina-sidor/administration/innehall/utbildning/100',
      '/mina-sidor/administration/innehall/installningar/1',
    ]) {
      expect(await statusOf(url), url).toBe(200);
    }
    for (const url of [
      '/mina-sidor/administration/okand',
      '/mina-sidor/administration/statistik/1',
      '/mina-sidor/administration/konton/x',
      '/mina-sidor/administration/innehall/bild/1',
      '/mina-sidor/administration/innehall/sida',
    ]) {
      expect(await statusOf(url), url).toBe(404);
    }
  });
});
