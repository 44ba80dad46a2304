import { courseStatus } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { findEducationById } from '../../storage/content';

/** The education a route names by id; a 404 when there is none. */
export async function requireEducation(db: Database, id: number): Promise<Education> {
  const education = await findEducationById(db, id);
  if (!education) {
    throw notFound('Utbildningen finns inte');
  }
  return education;
}

/**
 * Refuses what a learner does in a course that is not open now (closed, not yet or no longer
 * available, the engine's `courseStatus`): a 400 that says so.
 */
export function requireOpenNow(education: Education, loggedIn: boolean): void {
  const status = courseStatus(education, { loggedIn, progress: null });
  if (status === 'closed' || status === 'coming' || status === 'earlier') {
    throw badRequest('Utbildningen är inte öppen');
  }
}
