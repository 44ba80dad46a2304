import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearContentCache } from '../src/storage/content-cache';
import { startTestApp, type TestApp } from './helpers';
import { createWebRoot } from './web-root';

// The API's side of server rendering (issue 25): which requests get the website's server render,
// how it is cached, compressed and revalidated, and that a failing render still sends the page.
// The website's own render (apps/web/src/server/render-page.tsx) is a module at this boundary;
// here a small one stands in that shows what it was given and counts its renders. The journeys
// (apps/web/e2e) drive the real one.

const webRoot = createWebRoot();
mkdirSync(path.join(webRoot.root, '.ssr'));
writeFileSync(
  path.join(webRoot.root, '.ssr', 'render-page.js'),
  `let renders = 0;
export async function renderPage({ path, initialData, consent }) {
  if (path === '/oppen-kurs/tyvarr') throw new Error('the render broke');
  const data = JSON.parse(initialData);
  renders += 1;
  return '<p data-path="' + path + '" data-renders="' + renders + '" data-consent=\\'' + JSON.stringify(consent) +
    '\\' data-answers="' + Object.keys(data).sort().join(' ') + '">ritad</p>';
}`,
);
let test: TestApp;

beforeAll(async () => {
  process.env.TEST_WEB_ROOT = webRoot.root;
  test = await startTestApp();
});

afterAll(async () => {
  delete process.env.TEST_WEB_ROOT;
  await test.close();
  webRoot.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers });

/** The rendered element's attributes, or null when the page came as the bare shell. */
function rendered(body: string) {
  const match =
    /<div id="app"><p data-path="([^"]*)" data-renders="(\d+)" data-consent='([^']*)' data-answers="([^"]*)">/.exec(
      body,
    );
  return match ? { path: match[1], renders: Number(match[2]), consent: match[3], answers: match[4] } : null;
}

describe('pages rendered on the server', () => {
  it('renders a course page for an anonymous visitor with the answers its data block carries', async () => {
    const response = await get('/oppen-kurs/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    const page = rendered(response.body);
    expect(page).toMatchObject({ path: '/oppen-kurs/1', consent: 'null' });
    // The settings, the course's page, and the seed its cards were shuffled with.
    expect(page?.answers).toBe('/api/pages/oppen-kurs /api/site-settings shuffle-seed');
    const seed = /"shuffle-seed":(\d+)/.exec(response.body)?.[1];
    expect(Number(seed)).toBeGreaterThanOrEqual(0);
    // The script comes after the page, never ahead of it in the head.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(response.body.indexOf('index-4f2a9c.js')).toBeGreaterThan(response.body.indexOf('data-path'));
  });

  it('lists the courses in the data block of a page with a course list', async () => {
    const page = rendered((await get('/')).body);
    expect(page?.answers).toBe('/api/educations /api/pages/start /api/site-settings shuffle-seed');
  });

  it('renders once per address and cookie choice in a freshness window, and anew after a publish', async () => {
    const first = rendered((await get('/oppen-kurs/1/1')).body);
    const again = await get('/oppen-kurs/1/1');
    expect(rendered(again.body)?.renders).toBe(first?.renders);
    const chosen = rendered(
      (
        await get('/oppen-kurs/1/1', {
          cookie: 'cookieSettings=%7B%22approved%22%3A%5B%22marketing%22%5D%7D',
        })
      ).body,
    );
    expect(chosen?.consent).toBe('{"statistical":false,"marketing":true}');
    expect(chosen?.renders).not.toBe(first?.renders);
    // A publish clears the content cache (every process: storage/content-changes.ts).
    clearContentCache(test.database.db);
    expect(rendered((await get('/oppen-kurs/1/1')).body)?.renders).not.toBe(first?.renders);
  });

  it('is compressed once, tagged, and answered 304 when the browser has it', async () => {
    const plain = await get('/oppen-kurs');
    const compressed = await get('/oppen-kurs', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await get('/oppen-kurs', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sends the shell alone to a logged-in visitor, for a query string, and for "fortsatt"', async () => {
    const shells = [
      await get('/oppen-kurs/1', { cookie: 'auth.strategy=local; auth._token.local=Bearer%20abc' }),
      await get('/oppen-kurs/1', { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' }),
      await get('/oppen-kurs/1?filter=x'),
      await get('/oppen-kurs/fortsatt'),
    ];
    for (const shell of shells) {
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('<div id="app"></div>');
      expect(shell.body).not.toContain('"shuffle-seed"');
    }
    // A form without fields asks with a bare `?` (the course's forward button without script).
    expect(rendered((await get('/oppen-kurs/1?')).body)?.path).toBe('/oppen-kurs/1');
  });

  it('leaves a missing page to the browser, with its 404', async () => {
    const missing = await get('/finns-inte/1');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="app"></div>');
  });

  it('still sends the page when the render fails: the browser draws it', async () => {
    const broken = await get('/oppen-kurs/tyvarr');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="app"></div>');
    expect(broken.body).toContain('"/api/pages/oppen-kurs"');
  });
});
