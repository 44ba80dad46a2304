import { coursePages, educationKey } from '@jamstalldhet/blocks/engine';
import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../http/client-address';
import { badRequest } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { recordPageReach } from '../../storage/course-statistics';
import { requireOpenNow } from '../educations/require-education';

/**
 * A learner reached a page of a course, for the statistics' "Var slutar deltagarna?" (issue
 * 37). A logged-in learner counts once per page; an anonymous report is kept without anything
 * of the caller (the address only counts against the limit), like a start.
 */
export async function pageReachRoutes(app: FastifyInstance) {
  route(app, operations.reportPageReach, async ({ education, body, user, request, reply }) => {
    requireOpenNow(education, user !== null);
    if (!coursePages(education).some((page) => page.key === body.page)) {
      throw badRequest('Utbildningen har ingen sådan sida', 'page');
    }
    if (user === null) {
      await rateLimit(
        app.db,
        reply,
        `page-reaches:ip:${clientAddressKey(request.ip)}:${educationKey(education)}`,
        RATE_LIMITS.pageReachesPerIpAndCourse,
      );
    }
    await recordPageReach(app.db, {
      userId: user?.id ?? null,
      educationId: educationKey(education),
      page: body.page,
    });
    return { ok: true as const };
  });
}
