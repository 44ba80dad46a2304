import { checkAnswers } from '@jamstalldhet/blocks/engine';
import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../http/client-address';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';

/**
 * "Rätta svaret" for questions sent without their key (`check_on_server`, a course that gives
 * a certificate): the result and that result's feedback, one question at a time as the learner
 * checks, or all at once for the sorry page. The key itself never leaves the server.
 */
export async function answerCheckRoutes(app: FastifyInstance) {
  // Only for whoever may take the course (the operation's access kind, http/access.ts).
  route(app, operations.checkAnswers, async ({ education, body, request, reply }) => {
    await rateLimit(
      app.db,
      reply,
      `answer-check:${clientAddressKey(request.ip)}`,
      RATE_LIMITS.answerCheckPerIp,
    );
    return { results: checkAnswers(education, body.answers) };
  });
}
