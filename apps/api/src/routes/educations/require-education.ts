import type { Education } from '@jamstalldhet/contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { findEducationById } from '../../storage/content';

/** The education a route names by id; a 404 when there is none. */
export async function requireEducation(db: Database, id: number): Promise<Education> {
  const education = await findEducationById(db, id);
  if (!education) {
    throw notFound('Utbildningen finns inte');
  }
  return education;
}
