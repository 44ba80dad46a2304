import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

// A built website as Vite leaves it: index.html, hashed assets and public files.
const webRoot = mkdtempSync(path.join(tmpdir(), 'jb-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html lang="sv"><title>Webbutbildningar</title></html>',
);
writeFileSync(path.join(webRoot, 'assets', 'index-4f2a9c.js'), 'console.log(1)');
writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let test: TestApp;

beforeAll(async () => {
  process.env.TEST_WEB_ROOT = webRoot;
  test = await startTestApp();
});

afterAll(async () => {
  delete process.env.TEST_WEB_ROOT;
  await test.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the built website', () => {
  it('answers every site route with the page shell, never cached stale', async () => {
    for (const url of [
      '/',
      '/mina-sidor/mina-utbildningar',
      '/jamstalldhet-i-skolan/1/1/1',
      '/okand-sida?x=1',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<html lang="sv">');
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/assets/index-4f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await test.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('keeps JSON 404s for unknown API calls and other methods', async () => {
    const api = await test.app.inject({ method: 'GET', url: '/api/okand' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    const post = await test.app.inject({ method: 'POST', url: '/mina-sidor' });
    expect(post.statusCode).toBe(404);
  });

  it('still answers the API', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('navigation');
  });
});
