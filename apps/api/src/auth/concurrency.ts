/**
 * Runs at most `limit` tasks at once; the rest wait their turn in order, each in its lane's queue
 * of at most `limit × waitingPerSlot`: a task beyond that is refused at once with `QueueFullError`.
 * Lanes share the slots and take turns for them, so one lane's flood can fill its own queue but
 * never another's, and a task waits at most one turn of each other lane per task ahead of it.
 * Within a lane, one client holds at most `waitingPerClient` of the waiting places: one client's
 * flood is refused at once while other clients still find places.
 */
export interface ConcurrencyLimit {
  /**
   * Runs `task` in a slot, waiting in `lane`'s queue (one lane when left out) as `client` (not
   * held to `waitingPerClient` when left out).
   */
  run<T>(task: () => Promise<T>, lane?: string, client?: string): Promise<T>;
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
  /** How many tasks one client may have waiting in one lane; unbounded when left out. */
  waitingPerClient?: number;
}

export function limitConcurrency(
  initialLimit: number,
  {
    waitingPerSlot = Number.POSITIVE_INFINITY,
    waitingPerClient = Number.POSITIVE_INFINITY,
  }: ConcurrencyOptions = {},
): ConcurrencyLimit {
  let limit = checked(initialLimit);
  let running = 0;
  // Each lane's waiting tasks, and when it last started one: the lane served longest ago goes next.
  const lanes = new Map<string, Lane>();
  let started = 0;
  const waiting = () => [...lanes.values()].reduce((sum, { queue }) => sum + queue.length, 0);

  function startNext() {
    while (running < limit) {
      const next = [...lanes.values()]
        .filter(({ queue }) => queue.length > 0)
        .reduce<Lane | undefined>(
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
    async run<T>(task: () => Promise<T>, lane = '', client?: string): Promise<T> {
      const current: Lane = lanes.get(lane) ?? { queue: [], servedAt: 0, waitingByClient: new Map() };
      lanes.set(lane, current);
      const clientWaiting = client === undefined ? 0 : (current.waitingByClient.get(client) ?? 0);
      if (
        running >= limit &&
        (current.queue.length >= limit * waitingPerSlot ||
          (client !== undefined && clientWaiting >= waitingPerClient))
      ) {
        throw new QueueFullError();
      }
      if (client !== undefined) {
        current.waitingByClient.set(client, clientWaiting + 1);
      }
      await new Promise<void>((resolve) => {
        current.queue.push(() => {
          if (client !== undefined) {
            const left = (current.waitingByClient.get(client) ?? 1) - 1;
            if (left === 0) {
              current.waitingByClient.delete(client);
            } else {
              current.waitingByClient.set(client, left);
            }
          }
          resolve();
        });
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

interface Lane {
  queue: Array<() => void>;
  servedAt: number;
  /** How many tasks each client has waiting in this lane (clients with none are left out). */
  waitingByClient: Map<string, number>;
}

function checked(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`limitConcurrency: the limit must be a whole number of at least 1, not ${limit}`);
  }
  return limit;
}
