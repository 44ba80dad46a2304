import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { inject } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../src/app/app';
import { storeToken } from '../src/auth/auth-cookies';
import { saveConsentChoice } from '../src/consent/consent-cookie';

export const DEMO_PASSWORD = 'Demo-losen-2026';

/** The demo API that test/demo-api.ts started for this run. */
export function demoApiUrl(): string {
  return inject('demoApiUrl');
}

/** Where the demo API writes mail, as .eml files. */
export function demoOutbox(): string {
  return inject('demoOutbox');
}

/**
 * Renders the whole site at a path against the demo API, as a browser would. `location`
 * tells where the site is now (`location.history` lists every visited path).
 */
export function renderApp(path: string, options: { children?: ReactNode; consentChosen?: boolean } = {}) {
  // Most tests are about the page, not the cookie popup: a saved "deny all" keeps it away.
  if (options.consentChosen !== false) {
    saveConsentChoice({ statistical: false, marketing: false });
  }
  const location = memoryLocation({ path, record: true });
  const view = render(
    <App apiBaseUrl={demoApiUrl()} router={{ hook: location.hook, searchHook: location.searchHook }}>
      {options.children}
    </App>,
  );
  return { ...view, location };
}

/** Logs a demo account in through the real API and stores its token as the site does. */
export async function loginAs(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${demoApiUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`login ${email}: ${response.status}`);
  }
  const { token } = (await response.json()) as { token: string };
  storeToken(token);
  return token;
}
