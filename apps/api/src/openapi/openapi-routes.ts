import { readFileSync } from 'node:fs';
import path from 'node:path';
import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/operation-route';
import { API_ROOT } from '../paths';
import { openApiDocument } from './document';
import { referencePage } from './reference-page';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server registered (method and pattern), HEAD included. */
    registeredRoutes: ReadonlyArray<{ method: string; url: string; operationId?: string }>;
  }
}

/** `/api/openapi.json` and `/api/docs` (issue 15): made once per process, public, cacheable. */
export async function openApiRoutes(app: FastifyInstance) {
  let document: string | undefined;
  let page: string | undefined;
  route(app, operations.openApiDescription, async ({ reply }) => {
    document ??= JSON.stringify(openApiDocument(apiVersion()));
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300');
    // Serialized once per process: sent as it is.
    return reply.send(document);
  });
  route(app, operations.apiReferencePage, async ({ reply }) => {
    page ??= referencePage();
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      // No script at all; its one style element is the page's own.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    return page;
  });
}

const apiVersion = () =>
  (JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
