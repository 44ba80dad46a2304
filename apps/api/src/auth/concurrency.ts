/**
 * Runs at most `limit` tasks at once; the rest wait their turn in order, each in its lane's queue
 * of at most `limit × waitingPerSlot`: a task beyond that is refused at once with `QueueFullError`.
 * Lanes share the slots and take turns for them, so one lane's flood can fill its own queue but
 * never another's, and a task waits at most one turn of each other lane per task ahead of it.
 */
export interface ConcurrencyLimit {
  /** Runs `task` in a slot, waiting in `lane`'s queue (one lane when left out). */
  run<T>(task: () => Promise<T>, lane?: string): Promise<T>;
  /** Changes how many run at once (and so how many may wait); waiting tasks start when slots free up. */
  setLimit(limit: number): void;
  /** Tasks running now and waiting now (in every lane). */
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
  // Each lane's waiting tasks, and when it last started one: the lane served longest ago goes next.
  const lanes = new Map<string, { queue: Array<() => void>; servedAt: number }>();
  let started = 0;
  const waiting = () => [...lanes.values()].reduce((sum, { queue }) => sum + queue.length, 0);

  function startNext() {
    while (running < limit) {
      const next = [...lanes.values()]
        .filter(({ queue }) => queue.length > 0)
        .reduce<{ queue: Array<() => void>; servedAt: number } | undefined>(
          (earliest, current) => (earliest && earliest.servedAt <= current.servedAt ? earliest : current),
          undefined,
        );
      if (!next) {
        return;
      }
      started += 1;
      next.servedAt = started;
      running += 1;
      next.queue.shift()?.();
    }
  }

  return {
    async run<T>(task: () => Promise<T>, lane = ''): Promise<T> {
      const current = lanes.get(lane) ?? { queue: [], servedAt: 0 };
      lanes.set(lane, current);
      if (running >= limit && current.queue.length >= limit * waitingPerSlot) {
        throw new QueueFullError();
      }
      await new Promise<void>((resolve) => {
        current.queue.push(resolve);
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
      return waiting();
    },
  };
}

function checked(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`limitConcurrency: the limit must be a whole number of at least 1, not ${limit}`);
  }
  return limit;
}
