import { educationKey } from '@jamstalldhet/blocks/engine';
import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { saveAdmission } from '../../http/save-admission';
import { listEducations } from '../../storage/content';
import { educationUser, findProgress, resetProgress, userEducationIds } from '../../storage/learning';
import { requireEducation } from '../educations/require-education';
import { requireAnswersFit, saveAnswersWithinRoom } from './answer-limits';

export async function progressRoutes(app: FastifyInstance) {
  const admit = saveAdmission(app.config.maxSavesUnderWay);
  // Only the caller's own progress: the user comes from the token, never from the request.
  route(app, operations.getProgress, async ({ params, user }) => {
    const education = await requireEducation(app.db, params.id);
    const educationId = educationKey(education);
    return { educationId, entries: await findProgress(app.db, user.id, educationId) };
  });

  // Only for a learner who may take the course (the operation's access kind, http/access.ts).
  // Past what the database keeps up with, refused at once rather than left to wait: the
  // admission comes before the access decision's queries too.
  route(
    app,
    operations.saveProgress,
    async ({ education, body: { answers }, user, reply }) => {
      // Each save is a transaction under the account's lock: limited per account, from any address.
      await rateLimit(app.db, reply, `progress-saves:user:${user.id}`, RATE_LIMITS.progressSavesPerUser);
      requireAnswersFit(education, 'normal', answers);
      await saveAnswersWithinRoom(app.db, user.id, educationKey(education), answers);
      app.metrics.progressWrites.inc({ outcome: 'saved' });
      return { ok: true as const, saved: answers.length };
    },
    { around: admit },
  );

  route(app, operations.restartEducation, async ({ params, user }) => {
    const education = await requireEducation(app.db, params.id);
    await resetProgress(app.db, user.id, educationKey(education));
    return { ok: true as const };
  });

  route(app, operations.listMyEducations, async ({ user }) => {
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
