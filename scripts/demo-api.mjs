// The real API in demo mode on a fresh embedded database, as a child process: for checks and
// benchmarks that need the whole product running (the packed-package check, the page benchmark).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real API in demo mode on the embedded database, serving `webRoot` as its website. Returns
 * its origin and a way to stop it (the process group, so tsx's node goes too).
 */
export async function startDemoApi(repository, webRoot, dataDirectory) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const apiDirectory = path.join(repository, 'apps/api');
  const environment = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDirectory,
    DEMO_MODE: 'true',
    WEB_ROOT: webRoot,
    PUBLIC_URL: origin,
  };
  delete environment.DATABASE_URL;
  delete environment.SMTP_URL;
  const child = spawn(path.join(apiDirectory, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: apiDirectory,
    env: environment,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the demo API exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${origin}/api/educations`)).ok) {
        return { origin, stop };
      }
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error('the demo API did not answer within 120 s');
}
