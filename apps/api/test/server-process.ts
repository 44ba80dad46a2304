import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerRun {
  /** 'listening' once Fastify logs it; 'exited' when the process ended first. */
  outcome: 'listening' | 'exited';
  exitCode: number | null;
  output: string;
  process: ChildProcess;
  /** Stops a listening server (SIGTERM) and waits for it. */
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the real server (`src/server.ts` under tsx, or `program` as given: the compiled
 * `dist/server.js` in its folder) with exactly the given environment (plus PATH), and answers
 * when it listens or exits, whichever comes first.
 */
export async function startServerProcess(
  environment: Record<string, string>,
  timeoutMs = 60_000,
  program: { command: string[]; cwd: string } = {
    command: ['--import', 'tsx', 'src/server.ts'],
    cwd: apiDirectory,
  },
): Promise<ServerRun> {
  const child = spawn(process.execPath, program.command, {
    cwd: program.cwd,
    env: { PATH: process.env.PATH ?? '', WEB_ROOT: '', HOST: '127.0.0.1', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening at')) {
        resolve();
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const first = await Promise.race([
    listening.then(() => 'listening' as const),
    exited.then(() => 'exited' as const),
    timeout,
  ]);
  clearTimeout(timer);
  if (first === 'timeout') {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`The server neither listened nor exited within ${timeoutMs} ms:\n${output}`);
  }
  const exitCode = first === 'exited' ? await exited : null;
  return {
    outcome: first,
    exitCode,
    get output() {
      return output;
    },
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
}
