import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a request started and did not wait for (a mail): a stop waits for it. */
    background: Set<Promise<unknown>>;
  }
}

/** Runs `work` after the answer, kept until done so a graceful stop lets it finish. */
export function inBackground(app: FastifyInstance, work: Promise<unknown>): void {
  const tracked = work.catch(() => {}).finally(() => app.background.delete(tracked));
  app.background.add(tracked);
}

/** Waits for the background work, at most `limitMs`; answers how many were still running then. */
export async function finishBackground(app: FastifyInstance, limitMs: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([Promise.allSettled([...app.background]), limit]);
  clearTimeout(timer);
  return app.background.size;
}
