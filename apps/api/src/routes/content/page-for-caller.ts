import { educationPage } from '@jamstalldhet/blocks/engine';
import type { Page } from '@jamstalldhet/contract';
import type { Database } from '../../db/database';
import { callerInRoom } from '../../http/access';
import { findEducationBySlug, findPageBySlug } from '../../storage/content';
import type { UserRow } from '../../storage/sessions';
import { educationForCaller } from '../educations/education-view';

/**
 * The page at `slug` as this caller sees it, or null when there is none for them: a room only
 * to its members (to others it does not exist, docs/decisions.md), a room or a course with its
 * education as the caller may take it.
 */
export async function pageForCaller(db: Database, slug: string, user: UserRow | null): Promise<Page | null> {
  const page = await findPageBySlug(db, slug);
  if (page) {
    if (page.post_type === 'room' && !(await callerInRoom(db, user, page.id))) {
      return null;
    }
    // A room shows its education (SPEC §1: a room contains an education).
    const educationSlug = typeof page.education_slug === 'string' ? page.education_slug : null;
    const education = educationSlug ? await findEducationBySlug(db, educationSlug) : null;
    return education ? { ...page, education: await educationForCaller(db, user, education) } : page;
  }
  const education = await findEducationBySlug(db, slug);
  return education ? educationPage(await educationForCaller(db, user, education)) : null;
}
