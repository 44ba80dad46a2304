import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

function entityTag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** Whether an `If-None-Match` header names `tag` (or is `*`). */
export function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) {
    return false;
  }
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((candidate) => candidate.trim() === tag);
}

/**
 * Public answers (a `public` cache-control, `markPublic` in http/public-cache.ts) carry an `ETag`
 * (a hash of their bytes), and a request that already holds them (`If-None-Match`) gets a 304
 * without a body: a CDN or browser revalidates for free. Registered before the routes, so it
 * sees the answer before it is compressed. An answer that has its tag already (a stored image's
 * hash) keeps it: its route answers `If-None-Match` itself, without hashing megabytes each time.
 */
export function registerEntityTags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isPublic = String(reply.getHeader('cache-control') ?? '').startsWith('public');
    const readable = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (
      !isPublic ||
      !readable ||
      reply.hasHeader('etag') ||
      reply.statusCode !== 200 ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return payload;
    }
    const tag = entityTag(payload);
    reply.header('etag', tag);
    if (matchesEntityTag(request.headers['if-none-match'], tag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  });
}
