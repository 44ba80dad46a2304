import { mayEditContent } from '@jamstalldhet/blocks/engine';
import type { Page } from '@jamstalldhet/contract';
import type { Database } from '../../db/database';
import { cachedContent } from '../../storage/content-cache';
import { publishedDocumentsNaming } from '../../storage/content-images';
import type { UserRow } from '../../storage/sessions';
import { pageForCaller } from '../content/page-for-caller';

/**
 * Who may see an uploaded image (issue 38): `public` when a published document names it in
 * what anyone is sent (a page, a course's presentation, the site settings); `caller` when one
 * names it in what this caller is sent (a course they may take, a room they belong to), or the
 * caller edits content (drafts); otherwise null, and the image does not exist for them. So a
 * draft's image is no one's but the editors' until its document is published, and an
 * unpublished or removed document takes its images with it.
 */
export async function imageAudience(
  db: Database,
  id: number,
  user: UserRow | null,
): Promise<'public' | 'caller' | null> {
  // The same for every anonymous caller: decided once per freshness window (cleared on publish).
  if (await cachedContent(db, `image-public:${id}`, () => namedInWhatIsSent(db, id, null))) {
    return 'public';
  }
  if (user && (mayEditContent(user.role) || (await namedInWhatIsSent(db, id, user)))) {
    return 'caller';
  }
  return null;
}

/** Whether a published document, as this caller is sent it, names image `id`. */
async function namedInWhatIsSent(db: Database, id: number, user: UserRow | null): Promise<boolean> {
  const reference = new RegExp(`/api/images/${id}(?![0-9])`);
  const namers = await cachedContent(db, `image-namers:${id}`, () => publishedDocumentsNaming(db, id));
  for (const namer of namers) {
    if (namer.kind === 'settings') {
      return true;
    }
    const page = await pageForCaller(db, namer.slug, user);
    if (page && reference.test(JSON.stringify(contentOf(page)))) {
      return true;
    }
  }
  return false;
}

/**
 * A page as sent, without the learner's own part of its course: their saved answers are text
 * they wrote, and one naming an image must not open it to them (a hostile review, issue 38).
 */
function contentOf(page: Page): Page {
  return page.education ? { ...page, education: { ...page.education, user: null } } : page;
}
