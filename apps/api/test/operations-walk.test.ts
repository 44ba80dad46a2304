import { OPERATION_LIST } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyPath } from '../src/http/operation-route';
import { startTestApp, type TestApp } from './helpers';

// Issue 22: every call of the API is defined once, in the contract's operations. This walks
// them: each is registered by the API from its operation and described in OpenAPI, and the
// API has no route of its own beside them.

interface OpenApi {
  paths: Record<string, Record<string, { operationId: string }>>;
}

let test: TestApp;
let described: Map<string, string>;

beforeAll(async () => {
  test = await startTestApp();
  const document = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
  described = new Map(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [
        operation.operationId,
        `${method.toUpperCase()} ${path}`,
      ]),
    ),
  );
});

afterAll(() => test?.close());

const apiRoutes = () =>
  test.app.registeredRoutes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');

describe('the operations', () => {
  it('are each registered by the API, from the operation itself', () => {
    for (const operation of OPERATION_LIST) {
      const registered = apiRoutes().filter((route) => route.operationId === operation.id);
      expect(registered, operation.id).toEqual([
        { method: operation.method, url: fastifyPath(operation.path), operationId: operation.id },
      ]);
    }
  });

  it('are each described in OpenAPI, under their id, method and path', () => {
    for (const operation of OPERATION_LIST) {
      expect(described.get(operation.id), operation.id).toBe(`${operation.method} ${operation.path}`);
    }
    expect(described.size).toBe(OPERATION_LIST.length);
  });

  it('are the only way in: every API route the server registers has an operation', () => {
    const without = apiRoutes().filter((route) => route.operationId === undefined);
    expect(without).toEqual([]);
    expect(apiRoutes()).toHaveLength(OPERATION_LIST.length);
  });
});
