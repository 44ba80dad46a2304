import { operations, operationUrl, START_PAGE_SLUG } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';

/** What a warm-up did, for the start log. */
export interface WarmUpReport {
  requests: number;
  milliseconds: number;
}

// A token no session has: the calls below go through the session lookup and are refused.
const NO_SESSION = `Bearer warm-up-${'0'.repeat(40)}`;
// Each path is asked more than once, so V8 has compiled the hot code before real traffic.
const ROUNDS = 3;
// A few calls at a time, as a handful of visitors would make them.
const AT_ONCE = 4;
/** The longest a start waits for warming. */
export const WARM_UP_LIMIT_MS = 15_000;

/**
 * Runs the calls people make first, in-process and before the server listens (issue 13): the
 * content every visitor reads (settings, the course list, every course, the start page) is
 * then cached and serialized, the database connections are open, and the code of routing,
 * validation, the session lookup and the progress write's refusal is compiled. Nothing is
 * written. A failing call is only logged: warming must never stop a start.
 */
export async function warmUp(app: FastifyInstance, timeoutMs = WARM_UP_LIMIT_MS): Promise<WarmUpReport> {
  const started = performance.now();
  let requests = 0;
  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => {
    requests += 1;
    // Only the status is kept: a site with many large courses must not hold them all at start.
    const { statusCode, body } = await app.inject({
      method,
      url,
      headers,
      ...(method === 'POST' ? { payload: { answers: [] } } : {}),
    });
    return { statusCode, body: url === operationUrl(operations.listEducations) ? body : '' };
  };
  const rounds = async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const list = await call('GET', operationUrl(operations.listEducations));
      const educations = list.statusCode === 200 ? (JSON.parse(list.body) as { id: number }[]) : [];
      const calls: (() => Promise<unknown>)[] = [
        () => call('GET', operationUrl(operations.getSiteSettings)),
        () => call('GET', operationUrl(operations.getPage, { params: { slug: START_PAGE_SLUG } })),
        ...educations.map(
          (education) => () =>
            call('GET', operationUrl(operations.getEducation, { params: { id: education.id } })),
        ),
        // The session lookup and the progress write's first steps, refused without a session.
        () => call('GET', operationUrl(operations.listMyEducations), { authorization: NO_SESSION }),
        ...educations.slice(0, 1).map(
          (education) => () =>
            call('POST', operationUrl(operations.saveProgress, { params: { id: education.id } }), {
              authorization: NO_SESSION,
            }),
        ),
      ];
      await inBatches(calls, AT_ONCE);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    // A database that hangs rather than fails must not keep the server from listening.
    if ((await Promise.race([rounds(), limit])) === 'late') {
      app.log.warn(`The warm-up took longer than ${timeoutMs} ms; the server starts without waiting for it.`);
    }
  } catch (error) {
    app.log.warn({ err: error }, 'The warm-up before listening failed; the server starts anyway.');
  } finally {
    clearTimeout(timer);
  }
  return { requests, milliseconds: Math.round(performance.now() - started) };
}

async function inBatches(calls: readonly (() => Promise<unknown>)[], size: number): Promise<void> {
  for (let start = 0; start < calls.length; start += size) {
    await Promise.all(calls.slice(start, start + size).map((run) => run()));
  }
}
