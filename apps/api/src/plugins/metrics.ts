import { isApiPath, operations } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { route } from '../http/operation-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's metrics (issue 15); counted whether or not `/api/metrics` is switched on. */
    metrics: AppMetrics;
  }
}

/** What the database can tell about its connections: the pool of PostgreSQL, nothing for PGlite. */
export type PoolStats = () => { total: number; idle: number; waiting: number } | null;

export interface AppMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status_code'>;
  duration: Histogram<'method' | 'route'>;
  progressWrites: Counter<'outcome'>;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of one app: requests by route pattern (never the raw address, so ids and
 * tokens make no series), their latency, progress writes, the database pool and the process's
 * own (memory, CPU, event loop).
 */
export function createMetrics(poolStats: PoolStats, options: { processMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  // Memory, CPU and event-loop lag are sampled only when someone may read them.
  if (options.processMetrics) {
    collectDefaultMetrics({ register: registry });
  }
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const progressWrites = new Counter({
    name: 'progress_writes_total',
    help: "Learners' progress saves (POST /api/user/educations/{id}/progress), by outcome.",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool by state (total, idle, waiting); absent on PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats();
      if (stats) {
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      }
    },
  });
  return { registry, requests, duration, progressWrites };
}

/**
 * Counts every answer, and serves `GET /api/metrics` in the Prometheus text format to a caller
 * with `Authorization: Bearer <METRICS_TOKEN>`. Without a token configured the address answers
 * 404 like any unknown one: metrics are off unless an operator turns them on.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  const { metrics } = app;
  // The token is checked by the operation's `metrics` access (http/access.ts).
  route(app, operations.metrics, async ({ reply }) => {
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
  // Counting costs a little on every request: only when someone may read it.
  if (!token) {
    return;
  }
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const pattern = request.routeOptions.url ?? 'unmatched';
    countAnswer(metrics, request.method, pattern, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/**
 * Counts one answer: API routes by pattern; the website's files and pages as one label, so
 * content adds no series. Also for answers replayed without Fastify (http/answer-replay.ts).
 */
export function countAnswer(
  metrics: AppMetrics,
  method: string,
  pattern: string,
  statusCode: number,
  seconds: number,
): void {
  const label = pattern === 'unmatched' || isApiPath(pattern) ? pattern : 'site';
  metrics.requests.inc({ method, route: label, status_code: String(statusCode) });
  metrics.duration.observe({ method, route: label }, seconds);
}
