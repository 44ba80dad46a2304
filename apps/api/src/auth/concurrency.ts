/** Runs at most `limit` tasks at once; the rest wait their turn in order. */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Changes how many run at once; waiting tasks start when slots free up. */
  setLimit(limit: number): void;
  /** Tasks running now and waiting now. */
  readonly running: number;
  readonly waiting: number;
}

export function limitConcurrency(initialLimit: number): ConcurrencyLimit {
  let limit = checked(initialLimit);
  let running = 0;
  const queue: Array<() => void> = [];

  function startNext() {
    while (running < limit && queue.length > 0) {
      running += 1;
      queue.shift()?.();
    }
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        startNext();
      });
      try {
        return await task();
      } finally {
        running -= 1;
        startNext();
      }
    },
    setLimit(next: number) {
      limit = checked(next);
      startNext();
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

function checked(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`limitConcurrency: the limit must be a whole number of at least 1, not ${limit}`);
  }
  return limit;
}
