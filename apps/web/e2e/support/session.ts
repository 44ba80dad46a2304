import { randomUUID } from 'node:crypto';
import { COOKIE_SETTINGS_NAME } from '@jamstalldhet/contract';
import type { BrowserContext, Page } from './browser-deps';

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'Demo-losen-2026';

export const DEMO_ACCOUNTS = {
  admin: 'admin@example.se',
  editor: 'redaktor@example.se',
  teacher: 'larare@example.se',
  student: 'elev@example.se',
  internal: 'intern@example.se',
  unknownRole: 'anna@example.se',
} as const;

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) {
    throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Logs in through the API, for setting up a journey; the journey itself uses the form. */
export async function apiLogin(origin: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { token } = await postJson<{ token: string }>(`${origin}/api/user/login`, { email, password });
  return token;
}

export interface RegisteredUser {
  email: string;
  password: string;
  firstName: string;
  token: string;
}

/**
 * A new student account with a unique address, for journeys that change a learner's state:
 * the demo accounts are shared by every journey of the run.
 */
export async function registerUser(origin: string, firstName = 'Testa'): Promise<RegisteredUser> {
  const email = `e2e-${randomUUID()}@example.se`;
  const password = `Prov-${randomUUID()}`;
  const { token } = await postJson<{ token: string }>(`${origin}/api/user/register`, {
    first_name: firstName,
    last_name: 'Testsson',
    email,
    password,
    accept_terms: true,
  });
  return { email, password, firstName, token };
}

/** Calls the API as a logged-in user, e.g. an administrator's decision. */
export function apiPost<T>(origin: string, path: string, token: string, body: unknown = {}): Promise<T> {
  return postJson<T>(`${origin}${path}`, body, token);
}

export async function apiGet<T>(origin: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Stores a session token the way the site does (auth cookies of SPEC §3). */
export async function storeSessionToken(
  context: BrowserContext,
  origin: string,
  token: string,
): Promise<void> {
  await context.addCookies([
    { name: 'auth.strategy', value: 'local', url: origin },
    { name: 'auth._token.local', value: encodeURIComponent(`Bearer ${token}`), url: origin },
    { name: 'auth._refresh_token.local', value: 'false', url: origin },
  ]);
}

/** A saved cookie choice (deny all), so the popup stays away on pages that are not about it. */
export async function chooseNoCookies(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([
    { name: COOKIE_SETTINGS_NAME, value: encodeURIComponent(JSON.stringify({ approved: [] })), url: origin },
  ]);
}

/** Fills in and sends the login form that is open in the page, as a user would. */
export async function submitLoginForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
}
