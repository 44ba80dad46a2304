import { ApiError } from '../../http/api-error';

export interface RetryWhenBusyOptions {
  /** Tries in all, the first one included. */
  tries?: number;
  /** Waits before try n (n from 1): about n × this, with jitter, so a class does not retry in step. */
  baseDelayMs?: number;
  /** For tests. */
  wait?: (ms: number) => Promise<void>;
  random?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call` again while the API answers 503: its login queue is full (a class of 30 logging in
 * at once behind one school address meets it, docs/security.md) or its database is restarting.
 * The API answers such a 503 at once, so a few short waits here are what a person would do by
 * hand; anything else, or the last 503, is the caller's to show.
 */
export async function retryWhenBusy<T>(
  call: () => Promise<T>,
  options: RetryWhenBusyOptions = {},
): Promise<T> {
  const { tries = 4, baseDelayMs = 1500, wait = sleep, random = Math.random } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const busy = error instanceof ApiError && error.statusCode === 503;
      if (!busy || attempt >= tries) {
        throw error;
      }
      await wait(Math.round(baseDelayMs * attempt * (0.5 + random())));
    }
  }
}
