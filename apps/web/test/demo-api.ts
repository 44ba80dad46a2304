import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    demoApiUrl: string;
    demoOutbox: string;
  }
}

/**
 * Starts the real API on an in-memory database with the demo content and accounts, once for
 * all web tests, so route tests render what the API in demo mode really answers.
 */
export default async function setup(project: TestProject) {
  const { startDemoApi } = await import('@jamstalldhet/api/demo-server');
  const api = await startDemoApi();
  project.provide('demoApiUrl', api.url);
  project.provide('demoOutbox', api.outboxDirectory);
  return async () => {
    await api.close();
  };
}
