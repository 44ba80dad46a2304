import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTINUE_SEGMENT, samePath } from '@jamstalldhet/blocks/engine';
import {
  asksForCookieChoice,
  COOKIE_PAGE_PATH,
  COOKIE_SETTINGS_NAME,
  type ConsentChoice,
  consentChoiceOf,
} from '@jamstalldhet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { carriesLogin, readCookie } from '../http/context';
import { acceptedEncoding, type PreparedAnswer, preparedBytes } from '../http/prepared-answer';
import { matchesEntityTag } from '../plugins/entity-tags';

/** What the website's server build (`apps/web/src/server/render-page.tsx`) exports. */
export interface PageRenderer {
  renderPage(page: {
    path: string;
    initialData: string;
    consent: ConsentChoice | null;
    cookiePopup: boolean;
  }): Promise<string>;
}

/** Where the website's build puts its server render, inside the site's root (a dot folder: never served). */
export const RENDERER_FILE = path.join('.ssr', 'render-page.js');

/** The website's server render from its build, or null when the build has none. */
export async function loadPageRenderer(root: string): Promise<PageRenderer | null> {
  const file = path.join(root, RENDERER_FILE);
  if (!existsSync(file)) {
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (typeof module.renderPage !== 'function') {
    throw new Error(`${file} does not export renderPage: rebuild the website (npm run build).`);
  }
  return { renderPage: module.renderPage };
}

/**
 * Whether this request's page is rendered on the server (issue 25): an anonymous visitor's GET
 * of an address without a query string, but the course's "continue" address, which only the
 * visitor's own device can resolve. A logged-in visitor's page carries their own progress and
 * name, which no shared render may hold: they get the page shell, as does an address with a
 * query string (a render per made-up query would be work anyone could ask for without end).
 */
export function rendersOnServer(request: FastifyRequest, pathname: string): boolean {
  // `/a?` has no query: a form without fields asks so (the course's forward button, no script).
  const query = request.url.indexOf('?');
  const hasQuery = query !== -1 && query < request.url.length - 1;
  if (request.method !== 'GET' || hasQuery || carriesLogin(request.headers)) {
    return false;
  }
  return pathname.split('/')[2] !== CONTINUE_SEGMENT;
}

/** The visitor's cookie choice, read by the same rule as the site's (`consentChoiceOf`). */
export function consentOf(request: FastifyRequest): ConsentChoice | null {
  return consentChoiceOf(readCookie(request.headers.cookie ?? '', COOKIE_SETTINGS_NAME));
}

/**
 * Whether the cookie popup opens by itself for this request, by the contract's rule
 * (`asksForCookieChoice`, which the site's `useAutomaticPopup` applies too). The server knows the
 * IP at once, so it draws the popup into the page (issue 25).
 */
export function opensCookiePopup(
  request: FastifyRequest,
  pathname: string,
  consent: ConsentChoice | null,
  vendorIps: readonly string[],
): boolean {
  return asksForCookieChoice({
    chosen: consent !== null,
    onCookiePage: samePath(pathname, COOKIE_PAGE_PATH),
    clientIp: request.ip,
    vendorIps,
  });
}

/** A key part for each of the six ways a render can differ by the cookie choice and popup. */
export function consentVariant(consent: ConsentChoice | null, cookiePopup: boolean): string {
  if (consent === null) {
    return cookiePopup ? 'unchosen-asked' : 'unchosen';
  }
  return `s${Number(consent.statistical)}m${Number(consent.marketing)}`;
}

/**
 * Sends a prepared page: a 304 to a browser holding it, else its bytes in the best encoding the
 * browser accepts. It is revalidated on every visit (`no-cache`), so a release's new asset names
 * and a publish show at once, and it varies by cookie (the consent choice renders differently).
 */
export function sendPreparedPage(request: FastifyRequest, reply: FastifyReply, page: PreparedAnswer) {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'Cookie, Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (matchesEntityTag(request.headers['if-none-match'], page.etag)) {
    return reply.code(304).send();
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') {
    reply.header('content-encoding', encoding);
  }
  return reply.send(preparedBytes(page, encoding));
}
