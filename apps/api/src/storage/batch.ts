/**
 * Gathers the calls made during one turn of the event loop and runs them as one batch. Under
 * load many requests share one database statement; alone, a call waits only until the end of
 * the current turn. With `inFlight`, at most that many batches run at once: calls arriving
 * while they do wait and go together in the next, so the busier the database, the larger the
 * batches (a group commit) rather than more statements queueing for connections. Every caller
 * still waits for its own result, so nothing is acknowledged before it is stored. If a batch
 * fails, each call is run alone, so one bad call cannot fail the others.
 */
export function batchPerTurn<Item, Result>(
  runBatch: (items: Item[]) => Promise<Result[]>,
  { inFlight = Number.POSITIVE_INFINITY }: { inFlight?: number } = {},
): (item: Item) => Promise<Result> {
  let pending: Array<{ item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }> =
    [];
  let running = 0;
  let scheduled = false;

  function schedule() {
    if (!scheduled && pending.length > 0 && running < inFlight) {
      scheduled = true;
      setImmediate(flush);
    }
  }

  async function flush() {
    scheduled = false;
    const batch = pending;
    pending = [];
    running += 1;
    try {
      const results = await runBatch(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => {
        entry.resolve(results[index] as Result);
      });
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // The calls run alone keep this batch's place among those in flight: no new batch starts
      // until they have ended, so a failing database is not given new batches on top of them.
      await Promise.all(
        batch.map((entry) =>
          runBatch([entry.item]).then(
            ([result]) => entry.resolve(result as Result),
            (single: unknown) => entry.reject(single),
          ),
        ),
      );
    } finally {
      running -= 1;
      schedule();
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      schedule();
    });
}

/** One batcher per database handle (test apps each have their own database). */
export function perDatabase<Database extends object, Batcher>(create: (db: Database) => Batcher) {
  const batchers = new WeakMap<Database, Batcher>();
  return (db: Database): Batcher => {
    let batcher = batchers.get(db);
    if (!batcher) {
      batcher = create(db);
      batchers.set(db, batcher);
    }
    return batcher;
  };
}

/**
 * Runs the calls of one key one after another, in arrival order, and calls of different keys
 * side by side. A call waits here, holding nothing, until the one before it with its key has
 * ended (resolved or failed); a key with nothing waiting is forgotten.
 */
export function oneAtATimePerKey<Key>() {
  const last = new Map<Key, Promise<void>>();
  const run = <Result>(key: Key, work: () => Promise<Result>): Promise<Result> => {
    const result = (last.get(key) ?? Promise.resolve()).then(work);
    const ended = result.then(
      () => undefined,
      () => undefined,
    );
    last.set(key, ended);
    void ended.then(() => {
      if (last.get(key) === ended) {
        last.delete(key);
      }
    });
    return result;
  };
  /** How many keys have a call running or waiting (for tests). */
  run.busyKeys = () => last.size;
  return run;
}
