import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { saveConsentChoice } from '../src/consent/consent-cookie';
import { demoApiUrl, demoOutbox } from './render-app';

/** A password the API accepts, for accounts the tests make. */
export const NEW_PASSWORD = 'Ett-nytt-losen-2026';

let counter = 0;

/** An address no other test uses: tests share one API and its accounts. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.se`;
}

/** Calls the demo API directly, as another browser (or an attacker) would. */
export async function callApi(
  apiPath: string,
  body?: unknown,
  token?: string,
  method: 'POST' | 'PUT' = 'POST',
): Promise<Response> {
  return fetch(`${demoApiUrl()}${apiPath}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
}

/** Registers a new account through the API; it gets a verification mail. Returns its token. */
export async function registerAccount(email: string, password = NEW_PASSWORD): Promise<string> {
  // Each account registers from an address of its own (the documentation range 203.0.113.0/24),
  // as people do: the whole suite from one address would meet the API's per-address limit.
  const visitor = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  const response = await fetch(`${demoApiUrl()}/api/user/register`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Forwarded-For': visitor },
    body: JSON.stringify({
      first_name: 'Test',
      last_name: 'Testsson',
      email,
      password,
      accept_terms: true,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { token: string }).token;
}

type MailKind = 'verify_email' | 'password_reset';
const LINK_PATH: Record<MailKind, string> = {
  verify_email: '/anvandare/verifiera-epost/',
  password_reset: '/anvandare/aterstall-losenord/',
};

/**
 * The token of the newest mailed link of a kind to an address, read from the demo API's
 * outbox of .eml files (waiting for it: the reset mail is sent after the answer).
 */
export async function mailedToken(to: string, kind: MailKind): Promise<string> {
  let token: string | undefined;
  await waitFor(
    async () => {
      token = await findToken(to, kind);
      if (!token) {
        throw new Error(`no ${kind} mail to ${to} yet`);
      }
    },
    { timeout: 5000 },
  );
  return token ?? '';
}

async function findToken(to: string, kind: MailKind): Promise<string | undefined> {
  const names = await readdir(demoOutbox()).catch(() => [] as string[]);
  // Names start with Date.now(), so the newest sorts last.
  const candidates = names
    .filter((name) => name.includes(`-${kind}-`))
    .sort()
    .reverse();
  for (const name of candidates) {
    const mail = decodeQuotedPrintable(await readFile(path.join(demoOutbox(), name), 'utf8'));
    if (!new RegExp(`^To: .*${escapeRegExp(to)}`, 'im').test(mail)) {
      continue;
    }
    const match = new RegExp(`${escapeRegExp(LINK_PATH[kind])}([A-Za-z0-9_-]+)`).exec(mail);
    if (match?.[1]) {
      return match[1];
    }
  }
  return undefined;
}

// Mail bodies with å, ä and ö are quoted-printable: long lines are broken with '=' at the end.
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A saved cookie choice, so the consent popup does not cover the page under test. */
export function chooseNoOptionalCookies(): void {
  saveConsentChoice({ statistical: false, marketing: false });
}
