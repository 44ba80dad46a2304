/**
 * Runs at most `limit` tasks at once; the rest wait their turn in order, at most
 * `limit × waitingPerSlot` of them: a task beyond that is refused at once with `QueueFullError`.
 */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Changes how many run at once (and so how many may wait); waiting tasks start when slots free up. */
  setLimit(limit: number): void;
  /** Tasks running now and waiting now. */
  readonly running: number;
  readonly waiting: number;
}

/** A task refused because as many tasks as may wait are already waiting. */
export class QueueFullError extends Error {
  constructor() {
    super('limitConcurrency: the queue is full');
    this.name = 'QueueFullError';
  }
}

export interface ConcurrencyOptions {
  /** How many tasks may wait per slot; unbounded when left out. */
  waitingPerSlot?: number;
}

export function limitConcurrency(
  initialLimit: number,
  { waitingPerSlot = Number.POSITIVE_INFINITY }: ConcurrencyOptions = {},
): ConcurrencyLimit {
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
      if (running >= limit && queue.length >= limit * waitingPerSlot) {
        throw new QueueFullError();
      }
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
