import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSiteServer } from './site-server';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDataDirectory: string;
  }
}

/**
 * One server for the whole run (it takes seconds to migrate and import the demo content):
 * journeys share it, one file at a time, and use fresh accounts when they change a learner's
 * state. A journey may stop and restart it through `sharedSiteServer()`.
 */
export default async function setup(project: TestProject) {
  const webRoot = process.env.E2E_WEB_ROOT ?? path.resolve(project.config.root, 'dist');
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`No built site in ${webRoot}: run \`vite build\` before the journeys.`);
  }
  const server = await startSiteServer();
  // An interrupted run (Ctrl+C) skips the teardown; the server must not outlive it.
  const killOnExit = () => server.kill();
  process.once('exit', killOnExit);
  project.provide('siteUrl', server.url);
  project.provide('siteDataDirectory', server.dataDirectory);
  return async () => {
    process.off('exit', killOnExit);
    await server.dispose();
  };
}
