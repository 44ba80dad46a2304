import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { finishBackground, inBackground } from '../src/http/background';

// Issue 15: a graceful stop waits for the work a request left to do after its answer (a
// password-reset mail), at most a limit.

const appWithBackground = () => ({ background: new Set<Promise<unknown>>() }) as unknown as FastifyInstance;
const settleAfter = (ms: number, result?: unknown) =>
  new Promise((resolve) => setTimeout(() => resolve(result), ms));

describe('background work at a stop', () => {
  it('waits for work still running, and forgets work that is done or failed', async () => {
    const app = appWithBackground();
    let sent = false;
    inBackground(
      app,
      settleAfter(50).then(() => {
        sent = true;
      }),
    );
    inBackground(app, Promise.reject(new Error('mail server down')));
    expect(await finishBackground(app, 2000)).toBe(0);
    expect(sent).toBe(true);
    expect(app.background.size).toBe(0);
  });

  it('gives up after the limit and says how many were left', async () => {
    const app = appWithBackground();
    inBackground(app, settleAfter(5000));
    const started = Date.now();
    expect(await finishBackground(app, 100)).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
