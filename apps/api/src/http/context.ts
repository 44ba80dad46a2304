import type { IncomingHttpHeaders } from 'node:http';
import { isAdministratorRole, mayEditContent } from '@jamstalldhet/blocks/engine';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { findSessionUser, type UserRow } from '../storage/sessions';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** The logged-in user, once `currentUser` has looked; `undefined` before. */
    sessionUser: UserRow | null | undefined;
  }
}

const TOKEN_PATTERN = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
const TOKEN_COOKIE = 'auth._token.local';

/**
 * The bearer token of a request: `Authorization: Bearer <token>`, or on GET requests the web
 * app's `auth._token.local` cookie. A plain link (a file or certificate download) cannot carry
 * a header; GET never changes anything, so reading the cookie opens no cross-site forgery.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    return TOKEN_PATTERN.exec(header.trim())?.[1] ?? null;
  }
  if (request.method !== 'GET') {
    return null;
  }
  const cookie = readCookie(request.headers.cookie ?? '', TOKEN_COOKIE);
  return cookie === null ? null : (TOKEN_PATTERN.exec(cookie.trim())?.[1] ?? null);
}

/**
 * Whether a request carries a login at all (the header, or the token cookie), valid or not: a
 * request that does is never answered from what anonymous callers share (http/answer-replay.ts).
 */
export function carriesLogin(headers: IncomingHttpHeaders): boolean {
  return headers.authorization !== undefined || readCookie(headers.cookie ?? '', TOKEN_COOKIE) !== null;
}

/** A cookie's decoded value from a `cookie` header, or null. */
export function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The logged-in user or null; looked up once per request. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (request.sessionUser === undefined) {
    const token = bearerToken(request);
    const { db, config } = request.server;
    request.sessionUser = token ? await findSessionUser(db, token, config.sessionIdleHours) : null;
  }
  return request.sessionUser;
}

/** The logged-in user; a 401 for a missing, expired or revoked token. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (!user) {
    throw unauthorized();
  }
  return user;
}

/** The logged-in editor or administrator (issue 36); 401 without a login, 403 with the given reason. */
export async function requireContentEditor(request: FastifyRequest, reason: string): Promise<UserRow> {
  const user = await requireUser(request);
  if (!mayEditContent(user.role)) {
    throw forbidden(reason);
  }
  return user;
}

/** The logged-in administrator (SPEC §6); 401 without a login, 403 with the given reason. */
export async function requireAdministrator(request: FastifyRequest, reason: string): Promise<UserRow> {
  const user = await requireUser(request);
  if (!isAdministratorRole(user.role)) {
    throw forbidden(reason);
  }
  return user;
}
