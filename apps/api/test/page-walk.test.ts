import { PAGE_IDS, PAGES, type PageDefinition } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PAGE, PAGE_EXAMPLES } from '../../../packages/contract/test/page-examples';
import { routeMeta } from '../src/site/route-meta';
import { DEMO_CONTENT, startTestApp, type TestApp } from './helpers';
import { createWebRoot } from './web-root';

// Issue 39: every page of the site is defined once, in the contract's page table. This walks it:
// the server's page shell knows each page at its example address, with the table's title and
// indexing, and knows no page where the table has none. (apps/web's page walk holds the
// website's routes to the same table.)

let test: TestApp;
const webRoot = createWebRoot();

beforeAll(async () => {
  test = await startTestApp({ WEB_ROOT: webRoot.root }, { content: DEMO_CONTENT });
}, 60_000);

afterAll(async () => {
  await test?.close();
  webRoot.remove();
});

describe('the page table on the server', () => {
  it('names every page at its example address as the table does', async () => {
    for (const id of PAGE_IDS) {
      const page: PageDefinition = PAGES[id];
      const url = PAGE_EXAMPLES[id];
      const { status, meta } = await routeMeta(test.database.db, url);
      expect(status, url).toBe(id === 'notFound' ? 404 : 200);
      if (page.title !== null) {
        expect(meta.title, url).toBe(page.title);
        expect(meta.noindex ?? false, url).toBe(page.noindex);
      }
    }
  });

  it('finds no page where the table has none', async () => {
    for (const url of NOT_A_PAGE) {
      expect((await routeMeta(test.database.db, url)).status, url).toBe(404);
    }
  });

  it('redirects a fixed page’s address in other letters to the table’s spelling', async () => {
    for (const [url, spelled] of [
      ['/ANVANDARE/Login', '/anvandare/login'],
      ['/Mina-Sidor/GA-MED/KoD?x=1', '/mina-sidor/ga-med/KoD?x=1'],
      ['/Intyg/AB-12', '/intyg/AB-12'],
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.headers.location], url).toEqual([308, spelled]);
    }
    expect((await test.app.inject({ method: 'GET', url: '/Om-Webbutbildningarna' })).statusCode).toBe(404);
  });

  it('answers every page through the site at its address, and no other spelling of it', async () => {
    for (const id of PAGE_IDS) {
      const url = PAGE_EXAMPLES[id];
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(id === 'notFound' ? 404 : 200);
      if (url !== '/') {
        const other = await test.app.inject({ method: 'GET', url: `/${url}/` });
        expect([other.statusCode, other.headers.location], url).toEqual([308, url]);
      }
    }
  });
});
