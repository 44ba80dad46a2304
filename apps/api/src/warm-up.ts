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

/**
 * Runs the calls people make first, in-process and before the server listens (issue 13): the
 * content every visitor reads (settings, the course list, every course, the start page) is
 * then cached and serialized, the database connections are open, and the code of routing,
 * validation, the session lookup and the progress write's refusal is compiled. Nothing is
 * written. A failing call is only logged: warming must never stop a start.
 */
export async function warmUp(app: FastifyInstance): Promise<WarmUpReport> {
  const started = performance.now();
  let requests = 0;
  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) => {
    requests += 1;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(method === 'POST' ? { payload: { answers: [] } } : {}),
    });
    return response;
  };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const list = await call('GET', '/api/educations');
      const educations = list.statusCode === 200 ? (list.json() as { id: number }[]) : [];
      await Promise.all([
        call('GET', '/api/site-settings'),
        call('GET', '/api/pages/start'),
        ...educations.map((education) => call('GET', `/api/educations/${education.id}`)),
        // The session lookup and the progress write's first steps, refused without a session.
        call('GET', '/api/user/educations', { authorization: NO_SESSION }),
        ...educations
          .slice(0, 1)
          .map((education) =>
            call('POST', `/api/user/educations/${education.id}/progress`, { authorization: NO_SESSION }),
          ),
      ]);
    }
  } catch (error) {
    app.log.warn({ err: error }, 'The warm-up before listening failed; the server starts anyway.');
  }
  return { requests, milliseconds: Math.round(performance.now() - started) };
}
