import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, killServerNow, spawnServer, stopServer } from './server-process';

const webDirectory = fileURLToPath(new URL('../..', import.meta.url));
const apiDirectory = path.resolve(webDirectory, '../api');

/** How long the server may take to migrate, import the demo content and listen (2 slow cores). */
const START_TIMEOUT_MS = 90_000;

/** Where a server runs; enough for any process of the run to take it over. */
export interface SiteServerAddress {
  /** The site's origin, e.g. http://127.0.0.1:41234 (the API is under /api on it). */
  url: string;
  /** The server's DATA_DIR: the embedded database and the mail outbox. */
  dataDirectory: string;
}

export interface SiteServer extends SiteServerAddress {
  /** Where mail is written as .eml files. */
  outboxDirectory: string;
  /** Stops the server; the data folder stays, so `start` continues where it left off. */
  stop(): Promise<void>;
  /** Starts it (again) on the same port and data folder. */
  start(): Promise<void>;
  /** Stops the server and removes its data folder. */
  dispose(): Promise<void>;
  /** Stops it at once, for a run that ends without its teardown. */
  kill(): void;
}

/**
 * The production build of the site, served as the README does: the API (from its sources,
 * `tsx src/server.ts` in apps/api; the compiled server has its own test) in demo
 * mode serving the built site from `WEB_ROOT` on one origin, on a free port and a fresh data
 * folder. `E2E_WEB_ROOT` points at another build than apps/web/dist.
 */
export async function startSiteServer(): Promise<SiteServer> {
  const port = await freePort();
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'jb-e2e-'));
  const server = siteServerAt({ url: `http://127.0.0.1:${port}`, dataDirectory });
  try {
    await server.start();
  } catch (error) {
    await server.dispose();
    throw error;
  }
  return server;
}

/**
 * A handle on the server at this address, started by this process or another one: a journey
 * stops and restarts the run's shared server through it (journey 5), keeping its data.
 */
export function siteServerAt(address: SiteServerAddress): SiteServer {
  const { url, dataDirectory } = address;
  const server: SiteServer = {
    url,
    dataDirectory,
    outboxDirectory: path.join(dataDirectory, 'outbox'),
    async start() {
      await stopServer(dataDirectory);
      const child = spawnServer(path.join(apiDirectory, 'node_modules/.bin/tsx'), ['src/server.ts'], {
        cwd: apiDirectory,
        env: serverEnvironment(url, dataDirectory),
        dataDirectory,
      });
      try {
        await waitUntilAnswering(url, child.exited);
      } catch (error) {
        await stopServer(dataDirectory);
        throw error;
      }
    },
    stop: () => stopServer(dataDirectory),
    async dispose() {
      await stopServer(dataDirectory);
      rmSync(dataDirectory, { recursive: true, force: true });
    },
    kill: () => killServerNow(dataDirectory),
  };
  return server;
}

function serverEnvironment(url: string, dataDirectory: string): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: new URL(url).port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDirectory,
    DEMO_MODE: 'true',
    WEB_ROOT: process.env.E2E_WEB_ROOT ?? path.join(webDirectory, 'dist'),
    // Links in mail must lead back to this server, not to the default localhost:3000.
    PUBLIC_URL: url,
  };
  // The embedded database and the outbox, whatever the developer's shell has set.
  delete environment.DATABASE_URL;
  delete environment.SMTP_URL;
  return environment;
}

async function waitUntilAnswering(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) {
      throw new Error(`The site server at ${url} exited before answering (see [site] lines above).`);
    }
    try {
      const response = await fetch(`${url}/api/site-settings`);
      if (response.ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site server did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s.`);
}
