import { SITE_ROUTE_SLUGS } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contentDrafts, educations, pages } from '../db/schema';
import type { DocumentKey } from '../storage/content-drafts';
import { DOCUMENT_KINDS } from './document-kinds';

/**
 * The addresses a document may not take: other documents' (published, and drafts'), and the
 * site's own routes (my pages too, but for a page: my pages show content pages, `mina-sidor`
 * among them). The publish checks and an imported file's new address use this one rule.
 */
export async function takenSlugs(db: Database, key: DocumentKey): Promise<Set<string>> {
  // One after another: in a transaction the queries share one connection.
  const educationSlugs = await db.select({ id: educations.id, slug: educations.slug }).from(educations);
  const pageSlugs = await db.select({ id: pages.id, slug: pages.slug }).from(pages);
  const draftSlugs = await db
    .select({
      kind: contentDrafts.kind,
      id: contentDrafts.documentId,
      slug: sql<string | null>`${contentDrafts.data}->>'slug'`,
    })
    .from(contentDrafts);
  const others = [
    ...educationSlugs.map((row) => ({ kind: 'education', ...row })),
    ...pageSlugs.map((row) => ({ kind: 'page', ...row })),
    ...draftSlugs,
  ].filter((row) => !(row.kind === key.kind && row.id === key.id));
  const routes = [...SITE_ROUTE_SLUGS, ...DOCUMENT_KINDS[key.kind].reservedSlugs];
  return new Set([...routes, ...others.map((row) => row.slug).filter((slug): slug is string => !!slug)]);
}

/**
 * The address a copy takes when its own is taken: `<slug>-kopia`, then `-kopia-2`, `-kopia-3`…
 *
 * @example freeSlug('kurs', new Set(['kurs', 'kurs-kopia'])) // 'kurs-kopia-2'
 */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) {
    return slug;
  }
  const base = `${slug}-kopia`;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) {
    candidate = `${base}-${n}`;
  }
  return candidate;
}
