import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEntityTag } from '../plugins/entity-tags';
import { markReplayable } from './answer-replay';
import { acceptedEncoding, type PreparedAnswer, preparedBytes } from './prepared-answer';
import { markPublic } from './public-cache';

/**
 * Sends a prepared answer: a 304 to a caller that holds it, else the bytes in the best encoding
 * the caller accepts (brotli, gzip, or none). Public content (`shared`, the default) may be kept
 * by browsers and shared caches, and is revalidated by its tag; the next anonymous caller of the
 * same address gets it replayed without Fastify (http/answer-replay.ts). An answer with a
 * per-request header of its own (a page's `x-client-ip`) must not be shared, and is sent
 * private, untagged, and never replayed.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  { shared = true }: { shared?: boolean } = {},
) {
  if (shared) {
    markPublic(reply).header('etag', answer.etag);
    markReplayable(reply, answer);
  }
  // Before a 304 too: a cache takes the 304's headers for the copy it keeps.
  reply.header('vary', shared ? 'Authorization, Cookie, Accept-Encoding' : 'Accept-Encoding');
  if (shared && matchesEntityTag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') {
    reply.header('content-encoding', encoding);
  }
  return reply.send(preparedBytes(answer, encoding));
}
