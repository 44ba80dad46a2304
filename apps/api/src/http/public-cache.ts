import type { FastifyReply } from 'fastify';

/**
 * Content that is the same for every anonymous caller (courses, the course list, site settings):
 * browsers, a CDN or a proxy may keep it a minute and serve it a while longer while they ask
 * again. The answer varies by who asks, so a caller with a session never gets a shared copy.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Marks an anonymous caller's answer as public content (see `PUBLIC_CACHE_CONTROL`). */
export function markPublic(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'Authorization, Cookie');
}
