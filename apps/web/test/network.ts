import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Watches `fetch` at the network edge: every request is recorded, and requests matching
 * `failing` (when set) fail as they do when the network or the server is down.
 */
export function watchNetwork() {
  const realFetch = globalThis.fetch;
  const sent: SentRequest[] = [];
  let failing: ((request: SentRequest) => boolean) | null = null;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    sent.push(request);
    if (failing?.(request)) {
      return Promise.reject(new TypeError('fetch failed'));
    }
    return realFetch(input, init);
  });
  return {
    sent,
    /** Requests sent so far with this method to a path ending like `pathEnd`. */
    to: (method: string, pathEnd: RegExp) =>
      sent.filter((request) => request.method === method && pathEnd.test(new URL(request.url).pathname)),
    fail(rule: ((request: SentRequest) => boolean) | null) {
      failing = rule;
    },
    restore: () => spy.mockRestore(),
  };
}

export const isProgressPush = (request: SentRequest) =>
  request.method === 'POST' && /\/progress$/.test(new URL(request.url).pathname);

// Captured before any test fakes the timers, so waiting here takes real time.
const realSetTimeout = globalThis.setTimeout;

/**
 * Waits in real time until `check` passes, without moving fake timers: the sync's rounds
 * must run only when the test advances the clock.
 */
export async function eventually(check: () => unknown, timeoutMs = 5000): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (performance.now() - started > timeoutMs) {
        throw error;
      }
    }
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 20));
    });
  }
}

/** Moves fake time forward and lets what it started run. */
export async function advance(milliseconds: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(milliseconds);
  });
}

/** The timers the sync tests fake; fetch, React and the real waiting above keep working. */
export const FAKED_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const;
