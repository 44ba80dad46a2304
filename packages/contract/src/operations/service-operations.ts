import { z } from 'zod';
import { defineOperation } from './operation';

const TAG = 'Operations';

const HealthSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    migrations: z.enum(['ok', 'pending', 'failed']),
    content: z.enum(['ok', 'missing', 'failed']),
    accepting: z.enum(['ok', 'stopping']),
  }),
});

export const health = defineOperation({
  id: 'health',
  method: 'GET',
  path: '/api/health/live',
  tag: TAG,
  summary: 'The process answers',
  access: 'public',
  answers: { 200: z.object({ status: z.literal('ok') }) },
});

export const readiness = defineOperation({
  id: 'readiness',
  method: 'GET',
  path: '/api/health/ready',
  tag: TAG,
  summary: 'Ready for traffic (503 with the failing checks otherwise)',
  access: 'public',
  answers: { 200: HealthSchema, 503: HealthSchema },
});

export const metrics = defineOperation({
  id: 'metrics',
  method: 'GET',
  path: '/api/metrics',
  tag: TAG,
  summary: 'Prometheus metrics (METRICS_TOKEN)',
  access: 'metrics',
  answers: { 200: { file: 'text/plain' } },
});

export const openApiDescription = defineOperation({
  id: 'openApiDescription',
  method: 'GET',
  path: '/api/openapi.json',
  tag: TAG,
  summary: 'This description',
  access: 'public',
  answers: { 200: z.looseObject({ openapi: z.string() }) },
});

export const apiReferencePage = defineOperation({
  id: 'apiReferencePage',
  method: 'GET',
  path: '/api/docs',
  tag: TAG,
  summary: 'This description as a page',
  access: 'public',
  answers: { 200: { file: 'text/html' } },
});
