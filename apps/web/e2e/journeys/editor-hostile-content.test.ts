import { BLOCK_FORMS } from '@jamstalldhet/blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBlock } from '../../../../packages/blocks/src/forms/sample-block';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { openPage } from '../support/page-ready';
import { apiLogin, chooseNoCookies, DEMO_ACCOUNTS } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 24: hostile content in every field of every block's form is stored and shown harmless.
// Each block type's form is filled as an editor would (its sample), with hostile text in every
// text field and hostile HTML in every rich-text field; the page is saved and published through
// the editor's calls and shown in Chromium, where no script of the content may run and the
// site's Content-Security-Policy must report nothing.

const HOSTILE = {
  text: '"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
  html: '<p>Text<img src=x onerror="window.__xss=3"></p><a href="javascript:window.__xss=4">länk</a><script>window.__xss=5</script><iframe srcdoc="<script>parent.__xss=6</script>"></iframe><svg onload="window.__xss=7"></svg>',
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';

async function call(method: 'POST' | 'PUT', path: string, body: unknown): Promise<Response> {
  return fetch(`${siteUrl()}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  browser = await launchChromium();
  token = await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin);
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  // Every CSP report and every alert is noted where the journey can read it.
  await context.addInitScript(() => {
    const notes: string[] = [];
    (window as unknown as { __notes: string[] }).__notes = notes;
    document.addEventListener('securitypolicyviolation', (event) => {
      notes.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('hostile content in every block form', () => {
  it('is stored clean and shown without running a script or breaking the CSP', async () => {
    const created = await call('POST', '/api/admin/content/pages', {
      title: 'Farligt innehåll',
      slug: 'farligt-innehall',
    });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as { id: number; version: number; data: Record<string, unknown> };
    const components = Object.values(BLOCK_FORMS).map((form) => sampleBlock(form, HOSTILE));
    const saved = await call('PUT', `/api/admin/content/page/${draft.id}/draft`, {
      version: draft.version,
      data: { ...draft.data, components },
    });
    const answer = (await saved.json()) as { version: number; data: unknown };
    expect(saved.status, JSON.stringify(answer).slice(0, 400)).toBe(200);
    const stored = JSON.stringify(answer.data);
    for (const payload of ['onerror', '<script', 'javascript:', '<iframe', 'onload']) {
      // Text fields keep the text as written (shown escaped); HTML fields lose the payload.
      const inHtml = [
        ...stored.matchAll(
          /"(?:html|answer|box_text|image_text|video_transcript|sound_transcript|correct_description|wrong_description)":"((?:[^"\\]|\\.)*)"/g,
        ),
      ]
        .map(([, value]) => value)
        .filter((value) => value?.includes(payload));
      expect(inHtml, payload).toEqual([]);
    }
    const published = await call('POST', `/api/admin/content/page/${draft.id}/publish`, {
      version: answer.version,
    });
    expect(published.status, await published.clone().text()).toBe(200);

    await openPage(page, '/farligt-innehall');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __notes: string[] }).__notes)).toEqual([]);
    expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);
  });
});
