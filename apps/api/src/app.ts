import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { HashingBusyError, passwordHashing } from './auth/secrets';
import type { Config } from './config';
import { type Database, isDatabaseUnavailable } from './db/database';
import { AnswerReplays } from './http/answer-replay';
import {
  HttpError,
  SERVICE_STOPPING,
  SERVICE_STOPPING_RETRY_SECONDS,
  SERVICE_UNAVAILABLE,
  SERVICE_UNAVAILABLE_RETRY_SECONDS,
} from './http/errors';
import { replayingServer } from './http/replaying-server';
import { trackStopConnections } from './http/stop-connections';
import { createMailer, type Mailer } from './mail/mailer';
import { openApiRoutes } from './openapi/openapi-routes';
import { registerCompression } from './plugins/compression';
import { registerEntityTags } from './plugins/entity-tags';
import { healthRoutes } from './plugins/health';
import { REDACTED, REDACTED_LOG_PATHS, serializeRequest } from './plugins/log-redaction';
import { createMetrics, type PoolStats, registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { accessRoutes } from './routes/access/access-routes';
import { accountAdminRoutes } from './routes/admin/account-admin-routes';
import { auditRoutes } from './routes/admin/audit-routes';
import { reportAdminRoutes } from './routes/admin/report-admin-routes';
import { roomAdminRoutes } from './routes/admin/room-admin-routes';
import { formRoutes } from './routes/blocks/form-routes';
import { commentRoutes } from './routes/comments/comment-routes';
import { contentRoutes } from './routes/content/content-routes';
import { contentEditingRoutes } from './routes/content-editing/content-editing-routes';
import { contentTransferRoutes } from './routes/content-editing/content-transfer-routes';
import { siteWordRoutes } from './routes/content-editing/site-word-routes';
import { contentImageRoutes } from './routes/content-images/content-image-routes';
import { answerCheckRoutes } from './routes/educations/answer-check-routes';
import { completionRoutes } from './routes/educations/completion-routes';
import { pageReachRoutes } from './routes/learning/page-reach-routes';
import { progressRoutes } from './routes/learning/progress-routes';
import { startReportRoutes } from './routes/learning/start-report-routes';
import { accessibilityReportRoutes } from './routes/reports/accessibility-report-routes';
import { roomRoutes } from './routes/rooms/room-routes';
import { teacherRoomRoutes } from './routes/rooms/teacher-room-routes';
import { statisticsRoutes } from './routes/statistics/statistics-routes';
import { accountRoutes } from './routes/user/account-routes';
import { mailTokenRoutes } from './routes/user/mail-token-routes';
import { profileRoutes } from './routes/user/profile-routes';
import { loadWebSite, registerWebSite } from './site/web-site';

export interface AppOptions {
  config: Config;
  db: Database;
  mailer?: Mailer;
  /** The database pool's connections for the metrics (`DatabaseHandle.poolStats`). */
  poolStats?: PoolStats;
  /** Log requests as JSON lines: to stdout with `true`, or to the given stream (tests). */
  logger?: boolean | { stream: { write(line: string): void } };
}

/**
 * How the log is written: JSON lines (one object per line, for the platform's log collector)
 * everywhere but in a developer's terminal, where it is readable lines. Redaction applies to both.
 */
export function logFormat(environment: Config['environment'], isTTY: boolean | undefined): 'json' | 'pretty' {
  return environment === 'development' && isTTY === true ? 'pretty' : 'json';
}

const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
};

/** Builds the API: plugins, then routes. `server.ts` only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const replays = new AnswerReplays();
  const app = Fastify({
    // Anonymous readers of prepared content are answered in front of Fastify (http/answer-replay.ts).
    serverFactory: replayingServer(replays),
    // Request lines carry no tokens: URLs are redacted, headers are not logged (plugins/log-redaction.ts).
    logger: options.logger
      ? {
          serializers: { req: serializeRequest },
          redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
          ...(typeof options.logger === 'object'
            ? { stream: options.logger.stream }
            : logFormat(options.config.environment, process.stdout.isTTY) === 'pretty'
              ? { transport: PRETTY_TRANSPORT }
              : {}),
        }
      : false,
    // Two JSON lines per request cost throughput; errors and slow requests are always logged.
    logController: new LogController({ disableRequestLogging: !options.config.logRequests }),
    bodyLimit: 1024 * 1024,
    // Answers are JSON: no request may hang the process for long.
    requestTimeout: 30_000,
    // A stop (server.ts) finishes every request the server has read, even one arriving on a
    // kept-alive connection after the listener closed: Fastify's default answers those 503,
    // which loses a progress save that no proxy retries (a POST). New connections are refused.
    return503OnClosing: false,
    // Behind a load balancer the client IP (rate limits, the client-IP header) comes from X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < options.config.trustProxy,
  });
  app.decorate('config', options.config);
  replays.attach(app);
  app.decorate('db', options.db);
  // Every route as registered, for the test that holds the OpenAPI description to the server.
  const registeredRoutes: Array<{ method: string; url: string; operationId?: string }> = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const operationId = route.config?.operation?.id;
      registeredRoutes.push({ method, url: route.url, ...(operationId ? { operationId } : {}) });
    }
  });
  // Cleared when the process is asked to stop (server.ts): `/api/health/ready` then answers 503,
  // and the last answer owed on each connection closes it, so keep-alive clients (the proxy) move on.
  app.decorate('accepting', { value: true });
  app.decorate('connections', trackStopConnections(app.server));
  app.decorate('background', new Set<Promise<unknown>>());
  // In a stop, a request pipelined behind another answer is refused before the app reads its body, and
  // one sent after its connection's closing answer is not taken (http/stop-connections.ts).
  app.addHook('onRequest', (request, reply, done) => {
    const decision = app.connections.decide(request.raw);
    if (decision === 'refuse') {
      done(new HttpError(503, SERVICE_STOPPING, undefined, SERVICE_STOPPING_RETRY_SECONDS));
      return;
    }
    if (decision === 'ignore') {
      reply.hijack();
    }
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Only the last answer owed on a connection closes it: one before it would drop the rest.
    if (app.connections.closesAfter(request.raw)) {
      reply.header('connection', 'close');
    } else if (!app.accepting.value) {
      // Fastify marks every answer of a closing server `close`.
      reply.removeHeader('connection');
      reply.raw.removeHeader('connection');
    }
    return payload;
  });
  app.decorate(
    'metrics',
    createMetrics(options.poolStats ?? (() => null), {
      processMetrics: Boolean(options.config.metricsToken),
    }),
  );
  registerMetrics(app, options.config.metricsToken);
  app.decorate(
    'mailer',
    options.mailer ?? createMailer(options.config, options.db, (line) => app.log.info(line)),
  );
  app.decorateRequest('sessionUser', undefined);
  app.decorateRequest('managedRoom', undefined);
  app.decorateRequest('takenCourse', undefined);
  if (!options.config.logRequests) {
    const slowMs = options.config.slowRequestMs;
    app.addHook('onResponse', async (request, reply) => {
      if (reply.elapsedTime >= slowMs) {
        request.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, 'slow request');
      }
    });
  }
  // One app per process: the bound on password hashes running at once is the process's.
  passwordHashing.setLimit(options.config.passwordHashConcurrency);

  // Every error is JSON `{ statusCode, message, field? }`; bad input is a 4xx, never a 500.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HashingBusyError) {
      return reply
        .code(error.statusCode)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ statusCode: error.statusCode, message: error.message });
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .code(error.statusCode)
        .send({ ...error.details, statusCode: error.statusCode, message: error.message, field: error.field });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type.
      return reply.code(status).send({ statusCode: status, message: (error as Error).message });
    }
    if (isDatabaseUnavailable(error)) {
      // Down, restarting or out of reach: the client may try again, and the pool reconnects.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS))
        .send({ statusCode: 503, message: SERVICE_UNAVAILABLE });
    }
    request.log.error(error);
    return reply
      .code(500)
      .send({ statusCode: 500, message: 'Något gick fel hos oss. Försök igen om en stund.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ statusCode: 404, message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );

  // With a built website (apps/web/dist) the API serves it on the same origin.
  const site = loadWebSite(options.config.webRoot);
  // Before any route: compression attaches itself to each route as the route is added, and
  // entity tags are computed on the answer before it is compressed.
  registerEntityTags(app);
  await registerCompression(app);
  registerSecurityHeaders(app, {
    inlineScriptHashes: site?.shell.inlineScriptHashes ?? [],
    imageSources: options.config.cspImageSources,
  });

  await app.register(healthRoutes);
  await app.register(openApiRoutes);
  await app.register(contentRoutes);
  await app.register(accountRoutes);
  await app.register(progressRoutes);
  await app.register(startReportRoutes);
  await app.register(pageReachRoutes);
  await app.register(completionRoutes);
  await app.register(answerCheckRoutes);
  await app.register(mailTokenRoutes);
  await app.register(profileRoutes);
  await app.register(accessRoutes);
  await app.register(roomRoutes);
  await app.register(teacherRoomRoutes);
  await app.register(accountAdminRoutes);
  await app.register(reportAdminRoutes);
  await app.register(roomAdminRoutes);
  await app.register(statisticsRoutes);
  await app.register(auditRoutes);
  await app.register(commentRoutes);
  await app.register(formRoutes);
  await app.register(contentEditingRoutes);
  await app.register(siteWordRoutes);
  await app.register(contentTransferRoutes);
  await app.register(contentImageRoutes);
  await app.register(accessibilityReportRoutes);
  if (site) {
    // Last: its catch-all route answers what no API route does.
    await registerWebSite(app, site);
  }
  return app;
}
