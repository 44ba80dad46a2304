import path from 'node:path';
import { inject } from 'vitest';
import { type SiteServer, siteServerAt } from './site-server';

/** The run's shared server's origin (e2e/support/global-setup.ts). */
export function siteUrl(): string {
  return inject('siteUrl');
}

/** Where the shared server writes mail. */
export function siteOutbox(): string {
  return path.join(inject('siteDataDirectory'), 'outbox');
}

/**
 * The run's shared server, to stop and start again mid-journey (journey 5); its data stays.
 * Files run one at a time, so no other journey sees it down. Start it again before the
 * journey ends, also when it fails (in `afterAll`).
 */
export function sharedSiteServer(): SiteServer {
  return siteServerAt({ url: siteUrl(), dataDirectory: inject('siteDataDirectory') });
}
