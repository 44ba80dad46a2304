import { checkAnswers } from '@jamstalldhet/blocks/engine';
import { AnswerCheckRequestSchema, type AnswerCheckResponse } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../http/client-address';
import { requireMayTake } from '../../http/education-view';
import { notFound, parseId, parseInput } from '../../http/errors';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { findEducationById } from '../../storage/content';

/**
 * "Rätta svaret" for questions sent without their key (`check_on_server`, a course that gives
 * a certificate): the result and that result's feedback, one question at a time as the learner
 * checks, or all at once for the sorry page. The key itself never leaves the server.
 */
export async function answerCheckRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>('/api/educations/:id/check', async (request, reply) => {
    const education = await findEducationById(app.db, parseId(request.params.id));
    if (!education) {
      throw notFound('Utbildningen finns inte');
    }
    const input = parseInput(AnswerCheckRequestSchema, request.body);
    await requireMayTake(request, education);
    await rateLimit(
      app.db,
      reply,
      `answer-check:${clientAddressKey(request.ip)}`,
      RATE_LIMITS.answerCheckPerIp,
    );
    const answer: AnswerCheckResponse = { results: checkAnswers(education, input.answers) };
    return answer;
  });
}
