import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSettings, saveSettings } from '../src/storage/content';
import { clearContentCache, peekContent } from '../src/storage/content-cache';
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
export async function renderPage({ path, initialData, consent, cookiePopup }) {
  if (path === '/oppen-kurs/tyvarr') throw new Error('the render broke');
  const data = JSON.parse(initialData);
  renders += 1;
  return '<p data-path="' + path + '" data-renders="' + renders + '" data-consent=\\'' + JSON.stringify(consent) +
    '\\' data-answers="' + Object.keys(data).sort().join(' ') + '" data-popup="' + cookiePopup + '">ritad</p>';
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
    /<div id="app"><p data-path="([^"]*)" data-renders="(\d+)" data-consent='([^']*)' data-answers="([^"]*)" data-popup="(\w+)">/.exec(
      body,
    );
  return match
    ? { path: match[1], renders: Number(match[2]), consent: match[3], answers: match[4], popup: match[5] }
    : null;
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

describe('the cookie popup', () => {
  const CHOSEN = { cookie: 'cookieSettings=%7B%22approved%22%3A%5B%5D%7D' };

  it('is drawn open for a visitor who has not chosen, but not on the cookie page or after a choice', async () => {
    expect(rendered((await get('/oppen-kurs/1/1/1')).body)?.popup).toBe('true');
    expect(rendered((await get('/oppen-kurs/1/1/1', CHOSEN)).body)?.popup).toBe('false');
  });

  it('is not drawn for the analytics vendor’s IPs', async () => {
    const db = test.database.db;
    const settings = await getSettings(db);
    await saveSettings(db, { ...settings, analytics_vendor_ips: ['::ffff:127.0.0.1', '127.0.0.1'] });
    clearContentCache(db);
    try {
      expect(rendered((await get('/oppen-kurs/1/1/2')).body)?.popup).toBe('false');
    } finally {
      await saveSettings(db, settings);
      clearContentCache(db);
    }
  });

  const post = (body: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    test.app.inject({
      method: 'POST',
      url: '/om-kakor',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: body,
    });

  it('saves a choice posted without script and goes back to the page', async () => {
    const all = await post('next=%2Foppen-kurs%2F1&choice=all');
    expect(all.statusCode).toBe(303);
    expect(all.headers.location).toBe('/oppen-kurs/1');
    expect(all.headers['set-cookie']).toBe(
      'cookieSettings=%7B%22approved%22%3A%5B%22statistical%22%2C%22marketing%22%5D%7D; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    const none = await post('next=%2F&choice=none', { origin: 'http://localhost:3000' });
    expect(none.statusCode).toBe(303);
    expect(String(none.headers['set-cookie'])).toContain('cookieSettings=%7B%22approved%22%3A%5B%5D%7D;');
    // The cookie the form set is the choice the next page is drawn with.
    const cookie = String(all.headers['set-cookie']).split(';')[0] ?? '';
    const next = rendered((await get('/oppen-kurs/1', { cookie })).body);
    expect(next?.consent).toBe('{"statistical":true,"marketing":true}');
    expect(next?.popup).toBe('false');
  });

  it('sends a made-up return address home, refuses other sites and names a bad choice', async () => {
    for (const next of ['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '%2F%5Cevil.example']) {
      expect((await post(`next=${next}&choice=all`)).headers.location, next).toBe('/');
    }
    const crossSite = await post('next=%2F&choice=all', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    expect((await post('next=%2F&choice=all', { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post('next=%2F&choice=all', {})).statusCode).toBe(403);
    // A NUL or other control character in the return address, a body too long for the form and
    // a body that is no form: never a 500, never a cookie.
    expect((await post('next=%2Fa%00b&choice=all')).headers.location).toBe('/');
    const huge = await post(`next=%2F&choice=all&x=${'a'.repeat(10_000)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['set-cookie']).toBeUndefined();
    const json = await test.app.inject({
      method: 'POST',
      url: '/om-kakor',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      payload: '{"choice":"all"}',
    });
    expect(json.statusCode).toBe(400);
    expect(json.headers['set-cookie']).toBeUndefined();
    const bad = await post('next=%2F&choice=kanske');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('choice');
  });
});

/** The keys of the pages kept for the test app's database, each variant of each address. */
function keptPages(): string[] {
  const variants = ['unchosen', 'unchosen-asked', 's0m0', 's1m0', 's0m1', 's1m1'];
  const addresses = [
    '/oppen-kurs/1/1/777777',
    '/oppen-kurs/9',
    '/kurs-med-godkannande/1/1/777777',
    '/oppen-kurs/1/1/1',
  ];
  const more = ['/intyg/PAHITTAD1', '/anvandare/aterstall-losenord/pa-hittad-token'];
  return variants
    .flatMap((variant) => [...addresses, ...more].map((address) => `site-page:${variant}:${address}`))
    .filter((key) => peekContent(test.database.db, key) !== undefined);
}

// Issue 39: the server decoded and cleaned an address to find its page but rendered and cached
// it under the address as sent, so every spelling was a render and a cache entry of its own.
describe('one address per page', () => {
  it('redirects every other spelling to the one spelling, keeping the query, before rendering', async () => {
    const cases = [
      ['//oppen-kurs//1', '/oppen-kurs/1'],
      ['/oppen-kurs/1/', '/oppen-kurs/1'],
      ['/oppen-kurs/1///?flik=2', '/oppen-kurs/1?flik=2'],
      ['/%6Fppen-kurs/1/1', '/oppen-kurs/1/1'],
      ['//mina-sidor//', '/mina-sidor'],
      // Never to another site.
      ['//evil-example//', '/evil-example'],
      ['/%5Cevil-example/', '/%5Cevil-example'],
    ];
    for (const [address, canonical] of cases) {
      const answer = await get(address as string);
      expect(answer.statusCode, address).toBe(308);
      expect(answer.headers.location, address).toBe(canonical);
      expect(answer.body, address).not.toContain('ritad');
    }
    // An address that looks like a file is no page: not found, not sent anywhere.
    const host = await get('//evil.example');
    expect(host.statusCode).toBe(404);
    expect(host.headers.location).toBeUndefined();
  });

  it('answers a chapter, episode or page number a course does not have 404, keeping nothing of it', async () => {
    for (const address of ['/oppen-kurs/1/1/777777', '/oppen-kurs/9', '/kurs-med-godkannande/1/1/777777']) {
      const answer = await get(address);
      expect(answer.statusCode, address).toBe(404);
      expect(answer.body, address).toContain('<div id="app"></div>');
      expect(
        keptPages().some((key) => key.endsWith(`:${address}`)),
        address,
      ).toBe(false);
    }
    // A real page is kept, under its one spelling.
    await get('/oppen-kurs/1/1/1');
    expect(keptPages().some((key) => key.endsWith(':/oppen-kurs/1/1/1'))).toBe(true);
  });

  it('keeps no page for an address with a made-up part: a certificate code, a mailed token', async () => {
    for (const address of ['/intyg/PAHITTAD1', '/anvandare/aterstall-losenord/pa-hittad-token']) {
      expect((await get(address)).statusCode, address).toBe(200);
      expect(
        keptPages().some((key) => key.endsWith(`:${address}`)),
        address,
      ).toBe(false);
    }
  });
});
