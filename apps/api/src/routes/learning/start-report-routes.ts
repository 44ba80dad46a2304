import { educationKey } from '@jamstalldhet/blocks/engine';
import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../http/client-address';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { recordLearningEvent } from '../../storage/learning-events';
import { requireOpenNow } from '../educations/require-education';

/**
 * A learner started a course, for the statistics (issue 26). The player reports an anonymous
 * learner's start; a logged-in learner's first save records theirs, so a report of it changes
 * nothing. Nothing of the caller is kept: the address only counts against the limit.
 */
export async function startReportRoutes(app: FastifyInstance) {
  route(app, operations.reportEducationStart, async ({ education, user, request, reply }) => {
    requireOpenNow(education, user !== null);
    if (user === null) {
      await rateLimit(
        app.db,
        reply,
        `course-starts:ip:${clientAddressKey(request.ip)}:${educationKey(education)}`,
        RATE_LIMITS.courseStartsPerIpAndCourse,
      );
    }
    await recordLearningEvent(app.db, user?.id ?? null, educationKey(education), 'started');
    return { ok: true as const };
  });
}
