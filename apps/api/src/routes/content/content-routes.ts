import type { Education, Page } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/context';
import { educationForCaller } from '../../http/education-view';
import { notFound, parseId } from '../../http/errors';
import { markPublic } from '../../http/public-cache';
import {
  findEducationById,
  findEducationBySlug,
  findPageBySlug,
  getSettings,
  listEducations,
} from '../../storage/content';
import { cachedContent } from '../../storage/content-cache';
import { educationUser } from '../../storage/learning';
import { isRoomMember } from '../../storage/rooms';

/** Header that carries the client's IP (SPEC §3: the cookie popup is hidden for some vendors). */
export const CLIENT_IP_HEADER = 'x-client-ip';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

async function withUser(
  request: Parameters<typeof currentUser>[0],
  education: Education,
): Promise<Education> {
  const user = await currentUser(request);
  if (!user) {
    return { ...education, user: null };
  }
  return { ...education, user: await educationUser(request.server.db, user.id, education) };
}

async function callerIsRoomMember(
  request: Parameters<typeof currentUser>[0],
  roomId: number,
): Promise<boolean> {
  const user = await currentUser(request);
  return user !== null && isRoomMember(request.server.db, roomId, user.id);
}

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
  app.get('/api/site-settings', async (_request, reply) => {
    markPublic(reply);
    return getSettings(app.db);
  });

  app.get<{ Params: { slug: string } }>('/api/pages/:slug', async (request, reply) => {
    reply.header(CLIENT_IP_HEADER, request.ip);
    const slug = request.params.slug;
    if (!SLUG.test(slug)) {
      throw notFound('Sidan kunde inte hittas');
    }
    const page = await findPageBySlug(app.db, slug);
    if (page) {
      if (page.post_type === 'room' && !(await callerIsRoomMember(request, page.id))) {
        // Rooms are for their members (docs/decisions.md): to others they do not exist.
        throw notFound('Sidan kunde inte hittas');
      }
      // A room shows its education (SPEC §1: a room contains an education).
      const educationSlug = typeof page.education_slug === 'string' ? page.education_slug : null;
      const education = educationSlug ? await findEducationBySlug(app.db, educationSlug) : null;
      return education ? { ...page, education: await educationForCaller(request, education) } : page;
    }
    const education = await findEducationBySlug(app.db, slug);
    if (education) {
      return educationPage(await educationForCaller(request, education));
    }
    throw notFound('Sidan kunde inte hittas');
  });

  app.get('/api/educations', async (request, reply) => {
    if (!(await currentUser(request))) {
      markPublic(reply);
    }
    const all = await listEducations(app.db);
    const shown = await Promise.all(all.map((education) => withUser(request, education)));
    // The list carries no chapter contents: the course cards need only the summary.
    return shown.map(({ chapters, presentation, evaluation, completed, ...summary }) => ({
      ...summary,
      chapter_count: chapters.length,
      excerpt: summary.header.desc,
    }));
  });

  app.get<{ Params: { id: string } }>('/api/educations/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const education = await findEducationById(app.db, id);
    if (!education) {
      throw notFound('Utbildningen finns inte');
    }
    if (!(await currentUser(request))) {
      // Anonymous answers are the same for everyone: serialize a large course once per freshness window.
      const json = await cachedContent(app.db, `education-json:${id}`, async () =>
        JSON.stringify(await educationForCaller(request, education)),
      );
      return markPublic(reply).type('application/json; charset=utf-8').send(json);
    }
    return educationForCaller(request, education);
  });
}
