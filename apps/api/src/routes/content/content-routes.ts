import { operations, SLUG_PATTERN } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { preparedContent } from '../../http/prepared-answer';
import { markPublic } from '../../http/public-cache';
import { sendPrepared } from '../../http/send-prepared';
import { getSettings, listEducations, slugIsKnown } from '../../storage/content';
import { educationUser } from '../../storage/learning';
import { educationForCaller } from '../educations/education-view';
import { requireEducation } from '../educations/require-education';
import { pageForCaller } from './page-for-caller';

/** Header that carries the client's IP (SPEC §3: the cookie popup is hidden for some vendors). */
export const CLIENT_IP_HEADER = 'x-client-ip';

export async function contentRoutes(app: FastifyInstance) {
  route(app, operations.getSiteSettings, async ({ request, reply }) => {
    // The same for every caller: prepared once per freshness window (http/prepared-answer.ts).
    const prepared = await preparedContent(app.db, 'settings-answer', operations.getSiteSettings, () =>
      getSettings(app.db),
    );
    return sendPrepared(request, reply, prepared);
  });

  route(app, operations.getPage, async ({ params: { slug }, user, request, reply }) => {
    reply.header(CLIENT_IP_HEADER, request.ip);
    // A slug no page or course has is answered from the index of slugs, with no cache entry of
    // its own: made-up ones cannot push out the content the replay answers from (issue 39).
    if (!SLUG_PATTERN.test(slug) || !(await slugIsKnown(app.db, slug))) {
      throw notFound('Sidan kunde inte hittas');
    }
    if (!user) {
      // Anonymous callers all get the same answer: prepared once per freshness window.
      const prepared = await preparedContent(app.db, `page-answer:${slug}`, operations.getPage, () =>
        pageForCaller(app.db, slug, null),
      );
      if (prepared === null) {
        throw notFound('Sidan kunde inte hittas');
      }
      // Not shared: the answer carries the caller's own address (CLIENT_IP_HEADER).
      return sendPrepared(request, reply, prepared, { shared: false });
    }
    const found = await pageForCaller(app.db, slug, user);
    if (found === null) {
      throw notFound('Sidan kunde inte hittas');
    }
    return found;
  });

  route(app, operations.listEducations, async ({ user, reply }) => {
    if (!user) {
      markPublic(reply);
    }
    const all = await listEducations(app.db);
    const shown = await Promise.all(
      all.map(async (education) => ({
        ...education,
        user: user ? await educationUser(app.db, user.id, education) : null,
      })),
    );
    // The list carries no chapter contents: the course cards need only the summary.
    return shown.map(({ chapters, presentation, evaluation, completed, ...summary }) => ({
      ...summary,
      chapter_count: chapters.length,
      excerpt: summary.header.desc,
    }));
  });

  route(app, operations.getEducation, async ({ params: { id }, user, request, reply }) => {
    if (!user) {
      // Anonymous answers are the same for everyone: prepared once per freshness window, so a
      // request costs no database round trip, no serializing and no compressing.
      const prepared = await preparedContent(
        app.db,
        `education-answer:${id}`,
        operations.getEducation,
        async () => educationForCaller(app.db, null, await requireEducation(app.db, id)),
      );
      return sendPrepared(request, reply, prepared);
    }
    return educationForCaller(app.db, user, await requireEducation(app.db, id));
  });
}
