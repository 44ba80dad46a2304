import { educationKey } from '@jamstalldhet/blocks/engine';
import {
  type ProgressResponse,
  type ProgressSaveResponse,
  ProgressUpdateSchema,
} from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/context';
import { forbidden, notFound, parseId, parseInput } from '../../http/errors';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { findEducationById, listEducations } from '../../storage/content';
import {
  educationUser,
  findProgress,
  mayTake,
  resetProgress,
  userEducationIds,
} from '../../storage/learning';
import { requireAnswersFit, saveAnswersWithinRoom } from './answer-limits';

export async function progressRoutes(app: FastifyInstance) {
  async function educationFor(id: unknown) {
    const education = await findEducationById(app.db, parseId(id));
    if (!education) {
      throw notFound('Utbildningen finns inte');
    }
    return education;
  }

  // Only the caller's own progress: the user comes from the token, never from the request.
  app.get<{ Params: { id: string } }>('/api/progress/:id', async (request) => {
    const user = await requireUser(request);
    const education = await educationFor(request.params.id);
    const educationId = educationKey(education);
    const answer: ProgressResponse = {
      educationId,
      entries: await findProgress(app.db, user.id, educationId),
    };
    return answer;
  });

  app.post<{ Params: { id: string } }>('/api/user/educations/:id/progress', async (request, reply) => {
    const user = await requireUser(request);
    // Each save is a transaction under the account's lock: limited per account, from any address.
    await rateLimit(app.db, reply, `progress-saves:user:${user.id}`, RATE_LIMITS.progressSavesPerUser);
    const education = await educationFor(request.params.id);
    const { answers } = parseInput(ProgressUpdateSchema, request.body);
    if (!(await mayTake(app.db, user.id, education))) {
      throw forbidden('Du har inte tillgång till utbildningen');
    }
    requireAnswersFit(education, 'normal', answers);
    await saveAnswersWithinRoom(app.db, user.id, educationKey(education), answers);
    app.metrics.progressWrites.inc({ outcome: 'saved' });
    const answer: ProgressSaveResponse = { ok: true, saved: answers.length };
    return answer;
  });

  app.delete<{ Params: { id: string } }>('/api/user/educations/:id', async (request) => {
    const user = await requireUser(request);
    const education = await educationFor(request.params.id);
    await resetProgress(app.db, user.id, educationKey(education));
    return { ok: true };
  });

  app.get('/api/user/educations', async (request) => {
    const user = await requireUser(request);
    const ids = new Set(await userEducationIds(app.db, user.id));
    const mine = (await listEducations(app.db)).filter((education) => ids.has(educationKey(education)));
    return Promise.all(
      mine.map(async ({ chapters, presentation, evaluation, completed, ...education }) => ({
        ...education,
        chapter_count: chapters.length,
        user: await educationUser(app.db, user.id, {
          ...education,
          chapters,
          presentation,
          evaluation,
          completed,
        }),
      })),
    );
  });
}
