import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { freePort, type ServerRun, startServerProcess } from './server-process';

// Issue 15: on SIGTERM the real server (src/server.ts) drains (readiness 503, connections
// closed after each answer), then takes no new connection, finishes the request in flight, and
// exits 0.

let dataDirectory = '';
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let server: ServerRun | undefined;
let port = 0;

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), 'jb-shutdown-'));
  postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : null;
  port = await freePort();
  server = await startServerProcess({
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDirectory,
    SHUTDOWN_TIMEOUT_SECONDS: '20',
    SHUTDOWN_DRAIN_SECONDS: '1',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await postgres?.drop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

/** Starts a POST whose body is sent in two halves; answers the status once the server replies. */
function slowReport(): { finish: () => void; status: Promise<number> } {
  const body = JSON.stringify({
    kind: 'problem',
    email: 'lugn@example.se',
    message: 'Ett svar i rättan tid',
  });
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let finish = () => {};
  const status = new Promise<number>((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/accessibility-reports',
        headers: {
          'content-type': 'application/json',
          'content-length': bytes.length,
          accept: 'application/json',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.write(bytes.subarray(0, half));
    finish = () => call.end(bytes.subarray(half));
  });
  return { finish, status };
}

function connects(): Promise<boolean> {
  return new Promise((resolve) => {
    const call = request({ host: '127.0.0.1', port, path: '/api/health/live', agent: false }, (response) => {
      response.resume();
      resolve(true);
    });
    call.on('error', () => resolve(false));
    call.end();
  });
}

describe('graceful shutdown', () => {
  it('finishes the request in flight at SIGTERM, refuses new connections, and exits 0', async () => {
    expect(server?.outcome).toBe('listening');
    const inFlight = slowReport();
    // The server has the request's headers and half its body when it is asked to stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) =>
      server?.process.once('exit', (code) => resolve(code)),
    );
    server?.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Draining: still answering, not ready, and every answer closes its connection.
    const draining = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(draining.status).toBe(503);
    expect(draining.headers.get('connection')).toBe('close');
    expect(await draining.json()).toMatchObject({ checks: { accepting: 'stopping' } });
    // A second signal changes nothing.
    server?.process.kill('SIGTERM');
    // After the drain (1 s) no new connection is taken.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(await connects()).toBe(false);
    inFlight.finish();
    expect(await inFlight.status).toBe(201);
    expect(await exited).toBe(0);
    expect(server?.output).toMatch(/SIGTERM: draining for 1000 ms, then finishing the requests in flight/);
  }, 60_000);
});
