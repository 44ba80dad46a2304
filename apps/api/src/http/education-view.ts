import { courseOutline, educationKey, withoutAnswerKey } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import type { FastifyRequest } from 'fastify';
import { cachedContent } from '../storage/content-cache';
import { educationUser, mayTake } from '../storage/learning';
import { currentUser } from './context';
import { forbidden, unauthorized } from './errors';

/**
 * Whether the caller may take a course (SPEC §6 access levels): an open course anyone, a
 * `users` course anyone logged in, a `users_approved` course after approval or completion.
 */
export async function callerMayTake(request: FastifyRequest, education: Education): Promise<boolean> {
  if (education.access === 'open') {
    return true;
  }
  const user = await currentUser(request);
  return user !== null && mayTake(request.server.db, user.id, education);
}

/** Refuses a caller who may not take the course: 401 without a login, else 403. */
export async function requireMayTake(request: FastifyRequest, education: Education): Promise<void> {
  if (!(await callerMayTake(request, education))) {
    throw (await currentUser(request)) ? forbidden('Du har inte tillgång till utbildningen') : unauthorized();
  }
}

/**
 * The education as this caller is sent it: the whole course to those who may take it, the
 * presentation and outline to others, never the answer key of a course that gives a
 * certificate; a logged-in learner's own status, answers and certificate attached.
 */
export async function educationForCaller(request: FastifyRequest, education: Education): Promise<Education> {
  const user = await currentUser(request);
  const taking = await callerMayTake(request, education);
  // The same for every caller of a kind: made once per content freshness window, not per request.
  const shown = await cachedContent(
    request.server.db,
    `education-shown:${educationKey(education)}:${taking ? 'whole' : 'outline'}`,
    async () => withoutAnswerKey(taking ? education : courseOutline(education)),
  );
  return { ...shown, user: user ? await educationUser(request.server.db, user.id, education) : null };
}
