import { gunzipSync } from 'node:zlib';
import { PageSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ROUTES } from '../src/plugins/compression';
import { getSettings, savePage, saveSettings } from '../src/storage/content';
import { startTestApp, type TestApp } from './helpers';
import { createWebRoot } from './web-root';

const webRoot = createWebRoot();
const SITE = 'Jämställdhetsmyndighetens webbutbildningar';
let test: TestApp;

beforeAll(async () => {
  process.env.TEST_WEB_ROOT = webRoot.root;
  test = await startTestApp();
  const db = test.database.db;
  const settings = await getSettings(db);
  await saveSettings(db, {
    ...settings,
    share: {
      title: 'Webbutbildningar om jämställdhet',
      description: 'Kostnadsfria kurser.',
      image: '/delningsbild.png',
      site_name: SITE,
    },
  });
  const page = (id: number, slug: string, title: string, header = {}) =>
    savePage(db, PageSchema.parse({ id, slug, title, header, post_type: 'page', components: [] }));
  await page(10, 'om-oss', 'Om oss', { desc: 'Vilka vi är.', fb_img: '/bilder/om-oss.png' });
  await page(11, 'mina-utbildningar', 'Mina utbildningar');
  await page(12, 'farlig', '</title><script>alert(1)</script>', { desc: '"><img src=x onerror=alert(2)>' });
  await savePage(
    db,
    PageSchema.parse({
      id: 13,
      slug: 'klassrum-9c',
      title: 'Klassrum 9C',
      header: {},
      post_type: 'room',
      components: [],
    }),
  );
});

afterAll(async () => {
  delete process.env.TEST_WEB_ROOT;
  await test.close();
  webRoot.remove();
});

async function getPage(url: string) {
  const response = await test.app.inject({ method: 'GET', url });
  const body = response.body;
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(body)?.[1] ?? null;
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? null;
  return { response, body, title, meta };
}

describe('the page shell of each route', () => {
  it('names the start page by the site name and shares the defaults', async () => {
    const { response, title, meta, body } = await getPage('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(title).toBe(SITE);
    expect(meta('description')).toBe('Kostnadsfria kurser.');
    expect(meta('og:title')).toBe('Webbutbildningar om jämställdhet');
    expect(meta('og:image')).toBe('http://localhost:3000/delningsbild.png');
    expect(meta('og:url')).toBe('http://localhost:3000/');
    expect(meta('og:type')).toBe('website');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('robots')).toBeNull();
    // The build's own title and description are replaced, not doubled.
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/name="description"/g)).toHaveLength(1);
    expect(body).not.toContain('byggets titel');
    expect(body).toContain('<div id="app"></div>');
  });

  it('takes a page’s title, description and share image from its header', async () => {
    const { title, meta } = await getPage('/om-oss?utm=x');
    expect(title).toBe(`Om oss | ${SITE}`);
    expect(meta('description')).toBe('Vilka vi är.');
    expect(meta('og:title')).toBe('Om oss');
    expect(meta('og:image')).toBe('http://localhost:3000/bilder/om-oss.png');
    expect(meta('twitter:description')).toBe('Vilka vi är.');
    expect(meta('og:url')).toBe('http://localhost:3000/om-oss');
  });

  it('names an education presentation and its steps with their suffixes', async () => {
    const presentation = await getPage('/oppen-kurs');
    expect(presentation.title).toBe(`Öppen kurs | ${SITE}`);
    expect(presentation.meta('description')).toBe('En öppen kurs.');
    const steps: [string, string][] = [
      ['/oppen-kurs/1', 'Öppen kurs Kapitel 1'],
      ['/oppen-kurs/1/1/2', 'Öppen kurs Kapitel 1 Episod 1 Sida 2'],
      ['/oppen-kurs/utvardering', 'Öppen kurs - Utvärdering'],
      ['/oppen-kurs/tack', 'Öppen kurs - Tack'],
      ['/oppen-kurs/tyvarr', 'Öppen kurs - Tyvärr'],
      ['/oppen-kurs/fortsatt', 'Öppen kurs'],
    ];
    for (const [url, name] of steps) {
      const { response, title } = await getPage(url);
      expect(response.statusCode, url).toBe(200);
      expect(title, url).toBe(`${name} | ${SITE}`);
    }
  });

  it('names account, my pages and certificate pages', async () => {
    const pages: [string, string][] = [
      ['/anvandare/login', 'Logga in'],
      ['/anvandare/registrera', 'Skapa konto'],
      ['/anvandare/aterstall-losenord/kurs/abc123', 'Välj nytt lösenord'],
      ['/anvandare/verifiera-epost/abc123', 'Bekräfta e-postadress'],
      ['/mina-sidor/mina-utbildningar', 'Mina utbildningar'],
      ['/intyg/ABCD-EFGH-JKLM', 'Kontrollera certifikat'],
    ];
    for (const [url, name] of pages) {
      const { response, title } = await getPage(url);
      expect(response.statusCode, url).toBe(200);
      expect(title, url).toBe(`${name} | ${SITE}`);
    }
    // A certificate check names a person: search engines are asked to skip it.
    expect((await getPage('/intyg/ABCD-EFGH-JKLM')).meta('robots')).toBe('noindex');
  });

  it('names the staff pages (issue 14) without telling who may see them, and keeps them unindexed', async () => {
    const pages: [string, string][] = [
      ['/mina-sidor/administration', 'Administration'],
      ['/mina-sidor/administration/ansokningar', 'Administration'],
      ['/mina-sidor/administration/konton/12', 'Administration'],
      ['/mina-sidor/rum/500', 'Klassrum'],
      ['/mina-sidor/ga-med', 'Gå med i ett rum'],
      ['/mina-sidor/ga-med/K7MX3QPA', 'Gå med i ett rum'],
    ];
    for (const [url, name] of pages) {
      const { response, title, meta } = await getPage(url);
      expect(response.statusCode, url).toBe(200);
      expect(title, url).toBe(`${name} | ${SITE}`);
      expect(meta('robots'), url).toBe('noindex');
    }
    for (const url of [
      '/mina-sidor/administration/okand',
      '/mina-sidor/administration/rum/1',
      '/mina-sidor/rum/abc',
      '/mina-sidor/rum/500/1',
      '/mina-sidor/ga-med/a/b',
    ]) {
      expect((await getPage(url)).response.statusCode, url).toBe(404);
    }
  });

  it('answers what the site cannot show with 404, the not-found title and noindex', async () => {
    for (const url of [
      '/finns-inte',
      '/oppen-kurs/9',
      '/oppen-kurs/1/1/3',
      '/oppen-kurs/1/1/1/1',
      '/om-oss/1',
      '/anvandare/okand',
      '/mina-sidor/okand',
      '/mina-sidor/om-oss',
      '/404',
    ]) {
      const { response, title, meta, body } = await getPage(url);
      expect(response.statusCode, url).toBe(404);
      expect(title, url).toBe(`Sidan kunde inte hittas | ${SITE}`);
      expect(meta('description'), url).toBe('Sidan kunde inte hittas');
      expect(meta('robots'), url).toBe('noindex');
      // Still the site: its router shows the not-found page.
      expect(body, url).toContain('<div id="app"></div>');
    }
  });

  it('escapes everything it writes into the page', async () => {
    const { body, title, meta } = await getPage('/farlig');
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).not.toContain('<img src=x');
    expect(title).toBe(`&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | ${SITE}`);
    // The description is HTML (shown on a course's presentation): the meta tag gets its text,
    // the tag dropped, and what is left escaped.
    expect(meta('description')).toBe('&quot;&gt;');
    const quoted = await getPage('/finns-inte"><script>x()</script>');
    expect(quoted.body).not.toContain('<script>x()');
  });
});

describe('the first answers in the page shell', () => {
  const DATA_BLOCK = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/;
  async function dataOf(url: string) {
    const { body } = await getPage(url);
    const text = DATA_BLOCK.exec(body)?.[1];
    expect(text, `no data block in ${url}`).toBeDefined();
    return { text: text ?? '', data: JSON.parse(text ?? '{}') as Record<string, unknown> };
  }
  async function apiAnswer(url: string) {
    return (await test.app.inject({ method: 'GET', url })).json();
  }

  it('carry the site settings and the page as the API answers an anonymous visitor', async () => {
    const { data } = await dataOf('/om-oss');
    expect(Object.keys(data).sort()).toEqual(['/api/pages/om-oss', '/api/site-settings']);
    expect(data['/api/pages/om-oss']).toEqual(await apiAnswer('/api/pages/om-oss'));
    expect(data['/api/site-settings']).toEqual(await apiAnswer('/api/site-settings'));
    expect((await dataOf('/')).data).toHaveProperty('/api/pages/start');
  });

  it('carry the course’s page on its presentation and its steps, which are drawn from it (issue 25)', async () => {
    const list = (await apiAnswer('/api/educations')) as { slug: string }[];
    const slug = list[0]?.slug ?? '';
    expect((await test.app.inject({ method: 'GET', url: `/${slug}` })).statusCode).toBe(200);
    for (const address of [`/${slug}`, `/${slug}/1`, `/${slug}/utvardering`]) {
      const { data } = await dataOf(address);
      expect(Object.keys(data), address).toEqual(['/api/site-settings', `/api/pages/${slug}`]);
      expect(data[`/api/pages/${slug}`], address).toEqual(await apiAnswer(`/api/pages/${slug}`));
    }
  });

  it('cannot be closed or broken out of by the content', async () => {
    const { text, data } = await dataOf('/farlig');
    expect(text).not.toContain('<');
    expect((data['/api/pages/farlig'] as { title: string }).title).toBe('</title><script>alert(1)</script>');
  });

  it('never name a room, nor tell that it exists: its shell is the one of a missing page', async () => {
    const { body, response, title } = await getPage('/klassrum-9c');
    const missing = await getPage('/finns-inte');
    expect(response.statusCode).toBe(404);
    expect(title).toBe(missing.title);
    expect(body).not.toContain('Klassrum 9C');
    expect(JSON.parse(DATA_BLOCK.exec(body)?.[1] ?? 'null')).toEqual({});
  });

  it('carry no page where the address shows none, and nothing on a 404', async () => {
    expect(Object.keys((await dataOf('/anvandare/login')).data)).toEqual(['/api/site-settings']);
    const { body, response } = await getPage('/finns-inte');
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(DATA_BLOCK.exec(body)?.[1] ?? 'null')).toEqual({});
  });
});

describe('files and compression', () => {
  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/assets/index-4f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await test.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('compresses as the client accepts, and not when it does not', async () => {
    const url = '/assets/index-4f2a9c.js';
    const gzip = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('console.log');
    const brotli = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('compresses JSON answers too', async () => {
    const json = await test.app.inject({
      method: 'GET',
      url: '/api/educations/100',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.rawPayload).toString())).toHaveProperty('slug', 'oppen-kurs');
  });

  it('knows every file route it leaves uncompressed', () => {
    for (const url of FILE_ROUTES) {
      expect(test.app.hasRoute({ method: 'GET', url }), url).toBe(true);
    }
  });

  it('answers a missing file with a plain 404, not the page shell', async () => {
    for (const url of ['/bilder/saknas.jpg', '/assets/index-gammal.js']) {
      const missing = await test.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ statusCode: 404 });
    }
  });

  it('keeps JSON 404s for unknown API calls and other methods', async () => {
    const api = await test.app.inject({ method: 'GET', url: '/api/okand' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    const post = await test.app.inject({ method: 'POST', url: '/mina-sidor' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ statusCode: 404 });
  });

  it('still answers the API', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('navigation');
  });
});
