import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';

const STOP_TIMEOUT_MS = 10_000;

// The process group id is kept in a file, so that whichever process started the server (the
// run's global setup, or a journey's worker after a restart) any other can stop it.
function pidFile(dataDirectory: string): string {
  return path.join(dataDirectory, 'e2e-server.pid');
}

/**
 * Starts a command in its own process group (so that stopping it also stops the processes it
 * starts, such as the node process behind tsx) and records the group in the data folder.
 */
export function spawnServer(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; dataDirectory: string },
): { exited(): boolean } {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The server logs every request to stdout; only its errors are worth showing.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[site] ${chunk}`));
  // It outlives this process if need be (the run's teardown stops it), but must not keep it alive.
  child.unref();
  (child.stderr as Socket | null)?.unref();
  if (child.pid !== undefined) {
    writeFileSync(pidFile(options.dataDirectory), String(child.pid));
  }
  return { exited: () => child.exitCode !== null || child.signalCode !== null };
}

/** Stops the server recorded in the data folder, if any, and waits until it is gone. */
export async function stopServer(dataDirectory: string): Promise<void> {
  const file = pidFile(dataDirectory);
  if (!existsSync(file)) {
    return;
  }
  const pid = Number(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) {
      signalGroup(pid, 'SIGKILL');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** For a run that ends abruptly: stops the server at once, without waiting. */
export function killServerNow(dataDirectory: string): void {
  const file = pidFile(dataDirectory);
  if (existsSync(file)) {
    signalGroup(Number(readFileSync(file, 'utf8')), 'SIGKILL');
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A port nobody listens on now, found by letting the system pick one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') {
          resolve(address.port);
        } else {
          reject(new Error('No free port found.'));
        }
      });
    });
  });
}
