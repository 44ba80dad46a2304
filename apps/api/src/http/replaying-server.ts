import { createServer, type Server, type ServerOptions } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { AnswerReplays } from './answer-replay';

/**
 * Fastify's own HTTP server, with one step in front: a request that `replays` can answer from a
 * recorded prepared answer never reaches Fastify (http/answer-replay.ts). The server's timeouts
 * are set as Fastify sets them on the server it makes itself.
 */
export function replayingServer(replays: AnswerReplays): FastifyServerFactory {
  return (handler, factoryOptions): Server => {
    // Fastify passes its own options, with its defaults filled in.
    const options = factoryOptions as FastifyServerOptionsSeen;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!replays.replay(request, response)) {
        handler(request, response);
      }
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };
}

/** The options Fastify hands a server factory that its own server would use. */
interface FastifyServerOptionsSeen {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}
