import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { ensureNginx, localNginxConfig } from './nginx';
import { freePort, type ServerRun, startServerProcess } from './server-process';

// Issue 15: production runs the compiled server, not tsx. From a clean build, `pnpm deploy
// --prod` makes the folder a container gets (dist, content, production dependencies only); the
// server starts from it on PostgreSQL, is not ready until content is imported with the compiled
// command line, and then serves the courses. On PostgreSQL only (`test:postgres`).

const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repositoryRoot = path.resolve(apiDirectory, '../..');
const PNPM = 'pnpm@10.34.8';

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the compiled server', () => {
  let runtime = '';
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: ServerRun | undefined;
  let port = 0;

  beforeAll(async () => {
    postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    runtime = path.join(mkdtempSync(path.join(tmpdir(), 'jb-runtime-')), 'app');
    run('node', ['build.mjs'], apiDirectory);
    run(
      'npx',
      ['--yes', PNPM, '--filter', '@jamstalldhet/api', 'deploy', '--prod', '--legacy', runtime],
      repositoryRoot,
    );
    port = await freePort();
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.drop();
    rmSync(path.dirname(runtime), { recursive: true, force: true });
  });

  it('is a folder of dist, content and production dependencies only', () => {
    expect(readdirSync(runtime).sort()).toEqual(['content', 'dist', 'node_modules', 'package.json']);
    expect(existsSync(path.join(runtime, 'dist/migrations/meta/_journal.json'))).toBe(true);
    for (const development of ['tsx', 'vitest', 'esbuild', 'typescript', 'drizzle-kit']) {
      expect(existsSync(path.join(runtime, 'node_modules', development)), development).toBe(false);
    }
  });

  it('starts with node on PostgreSQL, turns ready once the compiled command line imports content', async () => {
    const environment = {
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      PORT: String(port),
      WEB_ROOT: '',
      PUBLIC_URL: 'https://utbildning.example.se',
      // Production needs an SMTP server (config.ts); this test mails nothing.
      SMTP_URL: 'smtp://127.0.0.1:2525',
    };
    server = await startServerProcess(environment, 60_000, {
      command: ['dist/server.js'],
      cwd: runtime,
    });
    expect(server.outcome, server.output).toBe('listening');
    expect(server.output).not.toMatch(/tsx/);
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    const before = await fetch(`${base}/api/health/ready`);
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({
      checks: { database: 'ok', migrations: 'ok', content: 'missing' },
    });

    run('node', ['dist/cli.js', 'import-content', path.join(runtime, 'content')], runtime, environment);
    // Readiness looks at the database at most once a second.
    await expect
      .poll(async () => (await fetch(`${base}/api/health/ready`)).status, { timeout: 5000 })
      .toBe(200);
    // Another process imported: the server sees it when its content cache (10 s) turns over.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${base}/api/educations`)).json()) as Array<{ slug: string }>).map(
            (c) => c.slug,
          ),
        { timeout: 20_000, interval: 500 },
      )
      .toContain('jamstalldhet-i-skolan');
  }, 120_000);

  it('runs as two processes behind deploy/nginx.conf; one stops and the other serves on', async () => {
    const nginx = ensureNginx();
    if (!nginx || !server) {
      console.log('SKIPPED: the proxy part needs nginx (apt-get install nginx-light, as root).');
      return;
    }
    const secondPort = await freePort();
    const second = await startServerProcess(
      {
        NODE_ENV: 'production',
        DATABASE_URL: postgres.url,
        PORT: String(secondPort),
        WEB_ROOT: '',
        PUBLIC_URL: 'https://utbildning.example.se',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        TRUST_PROXY: '1',
      },
      60_000,
      { command: ['dist/server.js'], cwd: runtime },
    );
    const directory = mkdtempSync(path.join(tmpdir(), 'jb-nginx-'));
    const proxyPort = await freePort();
    writeFileSync(
      path.join(directory, 'nginx.conf'),
      localNginxConfig(readFileSync(path.join(repositoryRoot, 'deploy/nginx.conf'), 'utf8'), {
        directory,
        port: proxyPort,
        apiPorts: [port, secondPort],
      }),
    );
    const proxy = spawn(nginx, ['-c', path.join(directory, 'nginx.conf')], { stdio: 'ignore' });
    try {
      const base = `http://127.0.0.1:${proxyPort}`;
      await expect
        .poll(async () => (await fetch(`${base}/api/health/live`).catch(() => null))?.status, {
          timeout: 10_000,
        })
        .toBe(200);
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
      // Metrics are not for the public side of the proxy.
      expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
      // The first process stops (a deploy); every request through the proxy is still answered.
      await server.stop();
      server = undefined;
      for (let request = 0; request < 6; request++) {
        const answer = await fetch(`${base}/api/educations`);
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as unknown[]).length).toBeGreaterThan(0);
      }
    } finally {
      proxy.kill('SIGTERM');
      await second.stop();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);
});
