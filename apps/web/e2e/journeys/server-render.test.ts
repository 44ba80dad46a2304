import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { settled } from '../support/page-ready';
import { chooseNoCookies } from '../support/session';
import { siteUrl } from '../support/shared-site';
import { EDUCATION_SLUGS, SITE_ROUTES } from './site-routes';

// Issue 25: pages arrive as HTML. A visitor without JavaScript reads the courses; with it, the
// site takes the server's page over (hydration) and ends where a page drawn in the browser alone
// ends: Preact keeps what it finds in the page's attributes, so a difference the server made
// would stay unseen by a test of the hydrated page alone.

const { open } = EDUCATION_SLUGS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function visitor(options: {
  javaScript: boolean;
  cookiesChosen?: boolean;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: siteUrl(),
    javaScriptEnabled: options.javaScript,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  if (options.cookiesChosen !== false) {
    await chooseNoCookies(context, siteUrl());
  }
  return { context, page: await context.newPage() };
}

describe('without JavaScript', () => {
  it('lists the courses on the start page and shows a course’s presentation', async () => {
    const { context, page } = await visitor({ javaScript: false });
    await page.goto('/');
    const course = page.getByRole('link', { name: /Jämställdhet i skolan/ }).first();
    await expect(course.getAttribute('href')).resolves.toBe(`/${open}`);
    await page.goto(`/${open}`);
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Jämställdhet i skolan');
    await context.close();
  });

  it('reads a chapter page and follows "Nästa sida" and "Föregående"', async () => {
    const { context, page } = await visitor({ javaScript: false });
    await page.goto(`/${open}/1/1/1`);
    await page.getByText('Sida 1 av 3').waitFor();
    await page.getByRole('heading', { name: 'Välkommen till utbildningen' }).waitFor();
    await page.getByRole('button', { name: /Nästa sida/ }).click();
    await page.waitForURL((url) => url.pathname === `/${open}/1/1/2`);
    await page.getByText('Sida 2 av 3').waitFor();
    // The note says what needs script: answering.
    await expect(page.locator('noscript').first().textContent()).resolves.toContain('svara på frågor');
    await page.getByRole('link', { name: /Föregående/ }).click();
    await page.waitForURL((url) => url.pathname === `/${open}/1/1/1`);
    await page.getByText('Sida 1 av 3').waitFor();
    await context.close();
  });
});

describe('the cookie popup without JavaScript', () => {
  it('is on a first visit’s page, and a choice in it is saved and leads back', async () => {
    const { context, page } = await visitor({ javaScript: false, cookiesChosen: false });
    await page.goto(`/${open}/1/1/1`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Neka alla' }).click();
    await page.waitForURL((url) => url.pathname === `/${open}/1/1/1`);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'cookieSettings')?.value).toBe(
      encodeURIComponent(JSON.stringify({ approved: [] })),
    );
    await context.close();
  });

  it('is taken over by the script as drawn, and saves from there', async () => {
    const { context, page } = await visitor({ javaScript: true, cookiesChosen: false });
    await page.goto(`/${open}/1/1/2`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The page behind is out of reach while it is open, once the script has taken it over.
    await page.locator('.web-layout[inert]').waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: 'Godkänn alla' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.locator('[inert]').count()).resolves.toBe(0);
    await context.close();
  });
});

/**
 * The site's elements as the browser holds them, each with its attributes in name order (the
 * order says nothing) and its text; Suspense's comment markers left out.
 */
function appHtml(page: Page): Promise<string> {
  return page.evaluate(() => {
    const write = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) {
        return node.textContent ?? '';
      }
      if (!(node instanceof Element)) {
        return '';
      }
      // A field's value and check are its state, whether an attribute or a property set them.
      const field = node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;
      const state = field
        ? [`(value)="${node.value}"`, `(checked)="${'checked' in node && node.checked}"`]
        : [];
      const attributes = [...node.attributes]
        .filter(({ name }) => !(field && (name === 'value' || name === 'checked')))
        .map(({ name, value }) => `${name}="${value}"`)
        .concat(state)
        .sort()
        .join(' ');
      return `<${node.localName} ${attributes}>${[...node.childNodes].map(write).join('')}</${node.localName}>`;
    };
    return [...(document.getElementById('app')?.childNodes ?? [])].map(write).join('');
  });
}

/**
 * The page at `path`, once settled: hydrated from the server's HTML, or drawn from the shell
 * alone; in a fresh profile, or in `profile` (whose device holds answers).
 */
async function settledApp(
  path: string,
  drawn: 'hydrated' | 'in the browser alone',
  profile?: BrowserContext,
) {
  const context = profile ?? (await visitor({ javaScript: true })).context;
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A missing page's 404 is its answer, not a fault of the script.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  if (drawn === 'in the browser alone') {
    await page.route(
      (url) => url.pathname === path.split('?')[0],
      async (route) => {
        const response = await route.fetch();
        const shell = (await response.text()).replace(
          /<div id="app">[\s\S]*?<\/div>\s*(?=<noscript>)/,
          '<div id="app"></div>',
        );
        await route.fulfill({ response, body: shell });
      },
    );
  }
  await page.goto(path);
  await settled(page);
  // The top progress bar shows while calls run and goes half a second after: not the page.
  await page.getByTestId('progress-bar').waitFor({ state: 'detached' });
  const html = await appHtml(page);
  await (profile ? page.close() : context.close());
  return { html, errors };
}

describe('hydration', () => {
  const routes = SITE_ROUTES.filter(
    ({ viewers, landsOn }) => viewers.includes('anonymous') && !landsOn?.anonymous,
  );

  it('starts from the server’s HTML on pages it draws', async () => {
    for (const path of ['/', `/${open}`, `/${open}/1/1/2`, `/${open}/utvardering`]) {
      const { context, page } = await visitor({ javaScript: false });
      await page.goto(path);
      expect((await appHtml(page)).length, path).toBeGreaterThan(1000);
      await context.close();
    }
  });

  it('takes over a chapter page with the answers this device holds, as the browser draws it', async () => {
    const path = `/${open}/1/1/2`;
    const { context, page } = await visitor({ javaScript: true });
    await page.goto(path);
    await settled(page);
    await page.getByRole('radio').first().check();
    await page.getByText('Sparas på den här enheten').waitFor();
    await page.close();
    const hydrated = await settledApp(path, 'hydrated', context);
    const fresh = await settledApp(path, 'in the browser alone', context);
    await context.close();
    expect(hydrated.html).toContain('(checked)="true"');
    expect(hydrated.errors).toEqual([]);
    expect(hydrated.html).toBe(fresh.html);
  });

  for (const { name, path } of routes) {
    it(`ends as a page drawn in the browser ends: ${name} (${path})`, async () => {
      const hydrated = await settledApp(path, 'hydrated');
      const fresh = await settledApp(path, 'in the browser alone');
      expect(hydrated.errors).toEqual([]);
      expect(hydrated.html).toBe(fresh.html);
    });
  }
});

describe('the blocks’ code', () => {
  it('comes for the blocks a page shows, and for the next page’s as the learner reaches for "Nästa sida"', async () => {
    const { context, page } = await visitor({ javaScript: true });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    const questionCode = () => scripts.filter((path) => path.includes('/question-choice-'));
    // 1/1/1 shows text, a video and a facts box; 1/1/2 asks a question.
    await page.goto(`/${open}/1/1/1`);
    await settled(page);
    expect(scripts.filter((path) => path.includes('/video-full-'))).toHaveLength(1);
    expect(questionCode()).toEqual([]);
    await page.getByRole('button', { name: /Nästa sida/ }).hover();
    await expect.poll(questionCode).toHaveLength(1);
    await page.getByRole('button', { name: /Nästa sida/ }).click();
    await page.getByText('Sida 2 av 3').waitFor();
    await page.locator('[data-block^="question-"] input').first().waitFor();
    await context.close();
  });
});
