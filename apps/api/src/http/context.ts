import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { findSessionUser, type UserRow } from '../storage/sessions';
import { unauthorized } from './errors';

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

/** The bearer token of a request, if any (`Authorization: Bearer <token>`). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** The logged-in user or null; looked up once per request. */
export async function currentUser(request: FastifyRequest): Promise<UserRow | null> {
  if (request.sessionUser === undefined) {
    const token = bearerToken(request);
    request.sessionUser = token ? await findSessionUser(request.server.db, token) : null;
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
