/**
 * Gathers the calls made during one turn of the event loop and runs them as one batch. Under
 * load many requests share one database statement; alone, a call waits only until the end of
 * the current turn. Every caller still waits for its own result, so nothing is acknowledged
 * before it is stored. If a batch fails, each call is run alone, so one bad call cannot fail
 * the others.
 */
export function batchPerTurn<Item, Result>(
  runBatch: (items: Item[]) => Promise<Result[]>,
): (item: Item) => Promise<Result> {
  let pending: Array<{ item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }> =
    [];

  async function flush() {
    const batch = pending;
    pending = [];
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
      for (const entry of batch) {
        runBatch([entry.item]).then(
          ([result]) => entry.resolve(result as Result),
          (single: unknown) => entry.reject(single),
        );
      }
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (pending.length === 1) {
        setImmediate(flush);
      }
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
