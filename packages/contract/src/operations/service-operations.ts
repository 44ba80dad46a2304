import { z } from 'zod';
import { defineOperation } from './operation';

const HealthSchema = /* @__PURE__ */ z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    migrations: z.enum(['ok', 'pending', 'failed']),
    content: z.enum(['ok', 'missing', 'failed']),
    accepting: z.enum(['ok', 'stopping']),
  }),
});

export const health = /* @__PURE__ */ defineOperation({
  id: 'health',
  method: 'GET',
  path: '/api/health/live',
  access: 'public',
  answers: { 200: z.object({ status: z.literal('ok') }) },
});

export const readiness = /* @__PURE__ */ defineOperation({
  id: 'readiness',
  method: 'GET',
  path: '/api/health/ready',
  access: 'public',
  answers: { 200: HealthSchema, 503: HealthSchema },
});

export const metrics = /* @__PURE__ */ defineOperation({
  id: 'metrics',
  method: 'GET',
  path: '/api/metrics',
  access: 'metrics',
  answers: { 200: { file: 'text/plain' } },
});

export const openApiDescription = /* @__PURE__ */ defineOperation({
  id: 'openApiDescription',
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  answers: { 200: z.looseObject({ openapi: z.string() }) },
});

export const apiReferencePage = /* @__PURE__ */ defineOperation({
  id: 'apiReferencePage',
  method: 'GET',
  path: '/api/docs',
  access: 'public',
  answers: { 200: { file: 'text/html' } },
});
