import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEntityTag } from '../plugins/entity-tags';
import { countAnswer } from '../plugins/metrics';
import { CONTENT_CACHE_MAX_ENTRIES, peekContent } from '../storage/content-cache';
import { carriesLogin } from './context';
import { acceptedEncoding, type PreparedAnswer, preparedBytes } from './prepared-answer';

/** What Fastify sent for one variant of a prepared answer: its status, headers and route. */
interface RecordedHead {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  route: string;
}

// Prepared answers `sendPrepared` sent to be shared, by their responses, until recorded.
const marked = new WeakMap<ServerResponse, PreparedAnswer>();

/** Notes that a shared prepared answer is being sent: what it sends may be replayed. */
export function markReplayable(reply: FastifyReply, answer: PreparedAnswer): void {
  marked.set(reply.raw, answer);
}

// Set by Node for each response, so never replayed from another one.
const PER_RESPONSE_HEADERS = ['connection', 'date', 'keep-alive', 'transfer-encoding'];

/**
 * Replays prepared anonymous answers without Fastify (issue 25). Fastify's hooks, routing and
 * reply cost more per request than Node's own writing of a 30 KB course, which held the API to a
 * fifth of nginx's throughput for the same bytes. So the first anonymous reader of an address
 * in a freshness window goes through Fastify as always, and what it sent (status and every
 * header, the security headers among them) is recorded with the prepared answer; the next
 * anonymous readers of that address get the same head and the answer's bytes straight from the
 * Node server. A replay takes the answer the content cache holds now and a head recorded for
 * that very answer, so a publish (which clears the cache, across processes on PostgreSQL) and
 * the freshness window end replays at once; anything else (a login, a query, a stop under way,
 * request logging on) goes through Fastify.
 */
export class AnswerReplays {
  #app: FastifyInstance | undefined;
  // The content cache key of the prepared answer sent at each address, bounded like the cache:
  // the cache holds the answers, so a cleared or stale one is never kept alive here.
  readonly #keys = new Map<string, string>();
  readonly #heads = new WeakMap<PreparedAnswer, Map<string, RecordedHead>>();

  /** Records the app's shared prepared answers from now on; nothing is replayed before. */
  attach(app: FastifyInstance): void {
    this.#app = app;
    app.addHook('onResponse', async (request, reply) => this.#record(request, reply));
  }

  /** Answers `request` from a recorded head when it may; false leaves it to Fastify. */
  replay(request: IncomingMessage, response: ServerResponse): boolean {
    const app = this.#app;
    if (!app || !this.#replayable(request)) {
      return false;
    }
    const key = this.#keys.get(request.url ?? '');
    const answer =
      key === undefined ? undefined : (peekContent(app.db, key) as PreparedAnswer | null | undefined);
    if (!answer) {
      return false;
    }
    const variant = variantOf(request, answer);
    const head = this.#heads.get(answer)?.get(variant.key);
    if (!head) {
      return false;
    }
    const started = performance.now();
    response.writeHead(head.statusCode, head.headers);
    response.end(variant.notModified ? undefined : preparedBytes(answer, variant.encoding));
    if (app.config.metricsToken) {
      countAnswer(app.metrics, 'GET', head.route, head.statusCode, (performance.now() - started) / 1000);
    }
    return true;
  }

  /** A plain anonymous GET of an address, while the app takes requests as usual. */
  #replayable(request: IncomingMessage): boolean {
    const app = this.#app;
    return (
      app?.accepting.value === true &&
      !app.config.logRequests &&
      request.method === 'GET' &&
      !(request.url ?? '?').includes('?') &&
      !carriesLogin(request.headers)
    );
  }

  #record(request: FastifyRequest, reply: FastifyReply): void {
    const answer = marked.get(reply.raw);
    if (!answer || !this.#replayable(request.raw)) {
      return;
    }
    const variant = variantOf(request.raw, answer);
    if (reply.statusCode !== (variant.notModified ? 304 : 200)) {
      return;
    }
    const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
    for (const name of PER_RESPONSE_HEADERS) {
      delete headers[name];
    }
    // Only a head that fits the bytes a replay sends (a hook that re-encoded them, say, does not).
    const encoding = headers['content-encoding'] ?? 'identity';
    const length = variant.notModified ? undefined : preparedBytes(answer, variant.encoding).length;
    if (
      !variant.notModified &&
      (encoding !== variant.encoding || Number(headers['content-length']) !== length)
    ) {
      return;
    }
    let heads = this.#heads.get(answer);
    if (!heads) {
      heads = new Map();
      this.#heads.set(answer, heads);
    }
    heads.set(variant.key, {
      statusCode: reply.statusCode,
      headers,
      route: request.routeOptions.url ?? 'unmatched',
    });
    this.#keys.delete(request.url);
    if (this.#keys.size >= CONTENT_CACHE_MAX_ENTRIES) {
      const oldest = this.#keys.keys().next();
      if (!oldest.done) {
        this.#keys.delete(oldest.value);
      }
    }
    this.#keys.set(request.url, answer.key);
  }
}

/** Which of an answer's sendings a request gets: its encoding, and a 304 when it holds the tag. */
function variantOf(request: IncomingMessage, answer: PreparedAnswer) {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const notModified = matchesEntityTag(request.headers['if-none-match'], answer.etag);
  return { encoding, notModified, key: `${encoding}${notModified ? ' 304' : ''}` };
}
