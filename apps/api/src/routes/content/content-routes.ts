import { type Education, operations, type Page, SLUG_PATTERN } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { markPublic } from '../../http/public-cache';
import { findEducationBySlug, findPageBySlug, getSettings, listEducations } from '../../storage/content';
import { cachedContent } from '../../storage/content-cache';
import { educationUser } from '../../storage/learning';
import { isRoomMember } from '../../storage/rooms';
import { educationForCaller } from '../educations/education-view';
import { requireEducation } from '../educations/require-education';

/** Header that carries the client's IP (SPEC §3: the cookie popup is hidden for some vendors). */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** An education shown as a page: its presentation blocks, with the education attached. */
function educationPage(education: Education): Page {
  return {
    id: education.id,
    slug: education.slug,
    title: education.title,
    post_type: 'education',
    components: education.presentation.components,
    header: education.header,
    hero: education.hero,
    education,
  };
}

export async function contentRoutes(app: FastifyInstance) {
  route(app, operations.getSiteSettings, async ({ reply }) => {
    markPublic(reply);
    return getSettings(app.db);
  });

  route(app, operations.getPage, async ({ params: { slug }, user, request, reply }) => {
    reply.header(CLIENT_IP_HEADER, request.ip);
    if (!SLUG_PATTERN.test(slug)) {
      throw notFound('Sidan kunde inte hittas');
    }
    const page = await findPageBySlug(app.db, slug);
    if (page) {
      if (page.post_type === 'room' && !(user && (await isRoomMember(app.db, page.id, user.id)))) {
        // Rooms are for their members (docs/decisions.md): to others they do not exist.
        throw notFound('Sidan kunde inte hittas');
      }
      // A room shows its education (SPEC §1: a room contains an education).
      const educationSlug = typeof page.education_slug === 'string' ? page.education_slug : null;
      const education = educationSlug ? await findEducationBySlug(app.db, educationSlug) : null;
      return education ? { ...page, education: await educationForCaller(app.db, user, education) } : page;
    }
    const education = await findEducationBySlug(app.db, slug);
    if (education) {
      return educationPage(await educationForCaller(app.db, user, education));
    }
    throw notFound('Sidan kunde inte hittas');
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

  route(app, operations.getEducation, async ({ params: { id }, user, reply }) => {
    const education = await requireEducation(app.db, id);
    if (!user) {
      // Anonymous answers are the same for everyone: serialize a large course once per freshness window.
      const json = await cachedContent(app.db, `education-json:${id}`, async () =>
        JSON.stringify(await educationForCaller(app.db, null, education)),
      );
      return markPublic(reply).type('application/json; charset=utf-8').send(json);
    }
    return educationForCaller(app.db, user, education);
  });
}
