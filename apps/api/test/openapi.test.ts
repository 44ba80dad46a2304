import SwaggerParser from '@apidevtools/swagger-parser';
import { ARCHIVE_ALLOWED_TYPES } from '@jamstalldhet/blocks/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';

// Issue 15: /api/openapi.json describes every route the server has, and every call of SPEC §7
// with what it takes and answers; /api/docs is the same as an accessible page without script.

/** SPEC §7's calls (method and path as the table gives them, ids in braces). */
const SPEC_CALLS: Array<[string, string, 'body' | 'none']> = [
  ['post', '/api/user/login', 'body'],
  ['post', '/api/user/token', 'none'],
  ['post', '/api/logout', 'none'],
  ['post', '/api/user/register', 'body'],
  ['post', '/api/user/forgot_password/get_token', 'body'],
  ['post', '/api/user/forgot_password/verify_token', 'body'],
  ['post', '/api/user/forgot_password/new_password', 'body'],
  ['post', '/api/user/me', 'body'],
  ['post', '/api/user/me/password', 'body'],
  ['delete', '/api/user/delete', 'body'],
  ['post', '/api/user/verify_mail/get_token', 'none'],
  ['post', '/api/user/verify_mail/verify_token', 'body'],
  ['post', '/api/user/verify_mail/confirm', 'body'],
  ['get', '/api/educations', 'none'],
  ['get', '/api/educations/{id}', 'none'],
  ['post', '/api/educations/{id}/completed', 'body'],
  ['post', '/api/educations/{id}/certificate', 'body'],
  ['post', '/api/educations/{id}/evaluation/update', 'body'],
  ['get', '/api/pages/{slug}', 'none'],
  ['get', '/api/site-settings', 'none'],
  ['get', '/api/progress/{id}', 'none'],
  ['post', '/api/user/educations/{id}/progress', 'body'],
  ['delete', '/api/user/educations/{id}', 'none'],
  ['get', '/api/user/educations', 'none'],
  ['get', '/api/user/educations/certificates', 'none'],
  ['get', '/api/user/rooms', 'none'],
  ['get', '/api/user/rooms/{id}/users', 'none'],
  ['get', '/api/comments/{postId}', 'none'],
  ['post', '/api/comments/{postId}', 'body'],
  ['post', '/api/user/request_access/{educationId}', 'none'],
  ['get', '/api/user/request_access', 'none'],
  // One template for the three (OpenAPI allows no two paths that differ only in a name).
  ['get', '/api/blocks/form/{blockId}/{id}', 'none'],
  ['post', '/api/blocks/form/{blockId}/{id}', 'body'],
  ['delete', '/api/blocks/form/{blockId}/{id}', 'none'],
  ['get', '/api/blocks/form/download/{blockId}/{id}/{formId}', 'none'],
];

interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { type?: unknown } }> }>;
  parameters: Array<{ name: string; in: string; required?: boolean }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

let test: TestApp;
let document: OpenApi;

beforeAll(async () => {
  test = await startTestApp();
  const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApi>();
});

afterAll(() => test?.close());

// Routes and described paths compared as templates: the names of their parameters aside.
const template = (path: string) => path.replace(/:\w+|\{\w+\}/g, '{}');

describe('the OpenAPI description', () => {
  it('is valid OpenAPI 3.1, every reference resolving', async () => {
    expect(document.openapi).toBe('3.1.0');
    // The validator dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('has every API route the server registered, and nothing it did not', () => {
    const registered = test.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => `${route.method.toLowerCase()} ${template(route.url)}`)
      .sort();
    const described = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${template(path)}`))
      .sort();
    expect(described).toEqual([...new Set(registered)]);
  });

  it('has no two paths that differ only in the names of their parameters (OpenAPI forbids it)', () => {
    const templates = Object.keys(document.paths).map(template);
    expect(new Set(templates).size).toBe(templates.length);
  });

  it('has every call of SPEC §7 with its request body and its answer’s schema', () => {
    for (const [method, path, body] of SPEC_CALLS) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      if (body === 'body') {
        expect(Object.keys(operation?.requestBody?.content ?? {}), `${method} ${path} body`).not.toEqual([]);
      }
      const answers = Object.entries(operation?.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      expect(answers, `${method} ${path} answer`).toHaveLength(1);
      const content = Object.values(answers[0]?.[1].content ?? {});
      // A schema that says something: a type, or the alternatives of a union.
      expect(Object.keys(content[0]?.schema ?? {}), `${method} ${path} answer schema`).not.toEqual([]);
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        expect(
          operation?.parameters.some((parameter) => parameter.name === name && parameter.in === 'path'),
        ).toBe(true);
      }
    }
  });

  it('describes the archive download with the types it sends: those an upload may store', () => {
    const download = document.paths['/api/blocks/form/download/{blockId}/{id}/{formId}']?.get;
    const types = Object.keys(download?.responses['200']?.content ?? {});
    expect(types.sort()).toEqual([...ARCHIVE_ALLOWED_TYPES].sort());
  });

  it('marks a query parameter required when the API requires it (issue 39), and others not', () => {
    const csv = document.paths['/api/admin/statistics.csv']?.get?.parameters ?? [];
    expect(csv.find((parameter) => parameter.name === 'table')?.required).toBe(true);
    expect(csv.find((parameter) => parameter.name === 'education')?.required).toBe(false);
  });

  it('describes a request by the contract: the login needs an e-mail and a password', () => {
    const schema = document.paths['/api/user/login']?.post?.requestBody?.content['application/json']
      ?.schema as {
      required?: string[];
      properties?: Record<string, unknown>;
    };
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('the reference page', () => {
  it('lists every call on one page without script, linking to the JSON', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('href="/api/openapi.json"');
    expect(response.body).toContain('<code>POST /api/user/login</code>');
  });
});
