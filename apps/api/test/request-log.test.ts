import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, logFormat } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';

// Issue 13: two JSON lines per request cost throughput. By default only errors and slow
// requests are logged; LOG_REQUESTS=1 logs every request.
let database: DatabaseHandle | null = null;
let app: FastifyInstance | null = null;

afterEach(async () => {
  await app?.close();
  await database?.close();
  app = null;
  database = null;
});

async function logOf(environment: Record<string, string>): Promise<string[]> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', WEB_ROOT: '', ...environment });
  database = await openDatabase(config);
  const lines: string[] = [];
  app = await buildApp({
    config,
    db: database.db,
    logger: { stream: { write: (line) => lines.push(line) } },
  });
  for (const url of ['/api/site-settings', '/api/anvandare/aterstall-losenord/hemlig-token']) {
    await app.inject({ method: 'GET', url });
  }
  return lines
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
    .map((line) => (line.req ? `${line.msg} ${line.req.url}` : line.msg));
}

describe('the request log', () => {
  it('holds no line for a quick request by default', async () => {
    expect(await logOf({})).toEqual([]);
  });

  it('holds every request with LOG_REQUESTS=1', async () => {
    const lines = await logOf({ LOG_REQUESTS: '1' });
    expect(lines.filter((line) => line.startsWith('incoming request'))).toHaveLength(2);
    expect(lines.filter((line) => line === 'request completed')).toHaveLength(2);
  });

  it('holds a slow request, with its address redacted like every logged address', async () => {
    const lines = await logOf({ SLOW_REQUEST_MS: '0' });
    expect(lines).toContain('slow request /api/site-settings');
    const reset = lines.find((line) => line.includes('aterstall-losenord'));
    expect(reset).toBeDefined();
    expect(reset).not.toContain('hemlig-token');
  });
});

describe('log format', () => {
  it('is JSON lines everywhere but a developer’s terminal, where it is readable lines', () => {
    expect(logFormat('production', true)).toBe('json');
    expect(logFormat('production', false)).toBe('json');
    expect(logFormat('test', true)).toBe('json');
    expect(logFormat('development', false)).toBe('json');
    expect(logFormat('development', undefined)).toBe('json');
    expect(logFormat('development', true)).toBe('pretty');
  });
});
