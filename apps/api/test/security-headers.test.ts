import { createHash } from 'node:crypto';
import { videoSource } from '@jamstalldhet/blocks/engine';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/content/demo-accounts';
import type { Database } from '../src/db/database';
import { registerSecurityHeaders, sitePolicy, VIDEO_FRAME_SOURCES } from '../src/plugins/security-headers';
import { getSettings, saveSettings } from '../src/storage/content';
import { bearer, startTestApp, type TestApp } from './helpers';
import { createWebRoot, INLINE_SCRIPT } from './web-root';

const webRoot = createWebRoot();
let test: TestApp;

beforeAll(async () => {
  process.env.TEST_WEB_ROOT = webRoot.root;
  test = await startTestApp();
  const settings = await getSettings(test.database.db);
  await saveSettings(test.database.db, {
    ...settings,
    analytics_script_url: 'https://analys.example.se/js/matning.js?id=42',
  });
});

afterAll(async () => {
  delete process.env.TEST_WEB_ROOT;
  await test.close();
  webRoot.remove();
});

/** The directives of a policy by name. */
function directives(policy: unknown): Map<string, string[]> {
  const entries = String(policy)
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .map(([name = '', ...sources]) => [name, sources] as const);
  return new Map(entries);
}

function expectBasicHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The test site is served over http: browsers must not be pinned to https.
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('security headers of the website', () => {
  it('gives pages a policy without inline script but the build’s hashed one', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/oppen-kurs' });
    expectBasicHeaders(page.headers);
    const policy = directives(page.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", hash, 'https://analys.example.se']);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://analys.example.se']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://analys.example.se']);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('sends the same headers with the site’s files and not-found pages', async () => {
    for (const url of ['/favicon.svg', '/assets/index-4f2a9c.js', '/finns-inte']) {
      const answer = await test.app.inject({ method: 'GET', url });
      expectBasicHeaders(answer.headers);
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('gives JSON answers the basic headers and a policy that loads nothing', async () => {
    for (const url of ['/api/site-settings', '/api/okand', '/api/educations/abc']) {
      const answer = await test.app.inject({ method: 'GET', url });
      expectBasicHeaders(answer.headers);
      expect(answer.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });

  it('lets no cache keep an API answer, which may carry personal data', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'elev@example.se', password: DEMO_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const me = await test.app.inject({ method: 'POST', url: '/api/user/token', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    // A route that says how it may be cached keeps its own word.
    const page = await test.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('allows exactly the players the video block embeds', () => {
    for (const url of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const embed = videoSource(url)?.embedUrl ?? '';
      expect(VIDEO_FRAME_SOURCES).toContain(new URL(embed).origin);
    }
  });
});

describe('the policy rules', () => {
  it('trusts only an https analytics host, and further image origins when configured', () => {
    expect(sitePolicy({ analyticsScriptUrl: 'http://analys.example.se/a.js' })).not.toContain('analys');
    expect(sitePolicy({ analyticsScriptUrl: 'javascript:alert(1)' })).not.toContain('javascript');
    expect(sitePolicy({ analyticsScriptUrl: '/egen/analys.js' })).toContain("script-src 'self';");
    const images = directives(sitePolicy({ imageSources: ['https://media.example.se'] })).get('img-src');
    expect(images).toEqual(["'self'", 'data:', 'https://media.example.se']);
  });

  it('accepts only https origins as image sources', () => {
    expect(
      loadConfig({ CSP_IMAGE_SOURCES: 'https://a.example.se https://b.example.se:8443' }).cspImageSources,
    ).toEqual(['https://a.example.se', 'https://b.example.se:8443']);
    expect(() =>
      loadConfig({ CSP_IMAGE_SOURCES: "https://a.example.se; script-src 'unsafe-inline'" }),
    ).toThrow(/CSP_IMAGE_SOURCES/);
    expect(() => loadConfig({ CSP_IMAGE_SOURCES: 'http://a.example.se' })).toThrow(/CSP_IMAGE_SOURCES/);
  });

  it('pins browsers to https and upgrades requests only on an https site; keeps a route’s own policy', async () => {
    const app = Fastify();
    app.decorate('config', loadConfig({ PUBLIC_URL: 'https://webbutbildning.example.se' }));
    // No database: the site's policy is still given, without an analytics host.
    app.decorate('db', {} as Database);
    registerSecurityHeaders(app, {});
    app.get('/sida', (_request, reply) => reply.type('text/html').send('<p>Hej</p>'));
    app.get('/api/fil', (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'; sandbox").type('text/plain').send('fil'),
    );
    const page = await app.inject({ method: 'GET', url: '/sida' });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const file = await app.inject({ method: 'GET', url: '/api/fil' });
    expect(file.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    await app.close();
  });
});
