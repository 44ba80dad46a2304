import { sanitizeDocumentHtml } from '@jamstalldhet/blocks/engine';
import { sanitizeContentHtml } from '@jamstalldhet/blocks/server';
import {
  type ContentKind,
  type Education,
  EducationSchema,
  type Page,
  PageSchema,
  type Settings,
  SettingsSchema,
} from '@jamstalldhet/contract';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { educations, pages, siteSettings } from '../db/schema';
import { cachedContent } from './content-cache';
import { contentChanged } from './content-changes';

// Content is validated by the contract when it is imported; reads trust the stored JSON and go
// through the 10-second content cache.
//
// Every HTML field is sanitized as it is read, once per freshness window, whatever wrote the row
// (a save and an import as a draft sanitize too; a folder import, an older version or a hand
// edit may not): what the API sends is safe to render as it is, and the site's pages render it
// without a sanitizer of their own (issue 25, apps/web/src/content-html/rendered-html.ts).
function clean<Document>(kind: ContentKind, document: Document): Document {
  return sanitizeDocumentHtml(kind, document as Record<string, unknown>, sanitizeContentHtml) as Document;
}

export function getSettings(db: Database): Promise<Settings> {
  return cachedContent(db, 'settings', () => loadSettings(db));
}

async function loadSettings(db: Database): Promise<Settings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return clean('settings', (row?.data as Settings | undefined) ?? SettingsSchema.parse({}));
}

/**
 * Every page's and course's slug, one cache entry for all: a slug no document has (anyone can
 * make one up in an address) is answered from it, without a cache entry of its own that would
 * push out the content the API reads (issue 39).
 */
function knownSlugs(db: Database): Promise<{ pages: Set<string>; educations: Set<string> }> {
  return cachedContent(db, 'known-slugs', async () => {
    const [pageRows, educationRows] = await Promise.all([
      db.select({ slug: pages.slug }).from(pages),
      db.select({ slug: educations.slug }).from(educations),
    ]);
    return {
      pages: new Set(pageRows.map((row) => row.slug)),
      educations: new Set(educationRows.map((row) => row.slug)),
    };
  });
}

/** Whether a page or a course has this slug (from the one index of every slug). */
export async function slugIsKnown(db: Database, slug: string): Promise<boolean> {
  const known = await knownSlugs(db);
  return known.pages.has(slug) || known.educations.has(slug);
}

export async function findPageBySlug(db: Database, slug: string): Promise<Page | null> {
  if (!(await knownSlugs(db)).pages.has(slug)) {
    return null;
  }
  return cachedContent(db, `page-slug:${slug}`, () => loadPage(db, eq(pages.slug, slug)));
}

export function findPageById(db: Database, id: number): Promise<Page | null> {
  return cachedContent(db, `page-id:${id}`, () => loadPage(db, eq(pages.id, id)));
}

export async function findEducationBySlug(db: Database, slug: string): Promise<Education | null> {
  if (!(await knownSlugs(db)).educations.has(slug)) {
    return null;
  }
  return cachedContent(db, `education-slug:${slug}`, () => loadEducation(db, eq(educations.slug, slug)));
}

export function findEducationById(db: Database, id: number): Promise<Education | null> {
  return cachedContent(db, `education-id:${id}`, () => loadEducation(db, eq(educations.id, id)));
}

async function loadPage(db: Database, where: SQL): Promise<Page | null> {
  const [row] = await db.select({ data: pages.data }).from(pages).where(where).limit(1);
  return row ? clean('page', row.data as Page) : null;
}

async function loadEducation(db: Database, where: SQL): Promise<Education | null> {
  const [row] = await db.select({ data: educations.data }).from(educations).where(where).limit(1);
  return row ? clean('education', row.data as Education) : null;
}

export function listEducations(db: Database): Promise<Education[]> {
  return cachedContent(db, 'educations', () => loadEducations(db));
}

async function loadEducations(db: Database): Promise<Education[]> {
  const rows = await db.select().from(educations).orderBy(asc(educations.id));
  return rows.map((row) => clean('education', row.data as Education));
}

export async function saveSettings(db: Database, settings: Settings): Promise<void> {
  const parsed = SettingsSchema.parse(settings);
  await db
    .insert(siteSettings)
    .values({ id: 1, data: parsed })
    .onConflictDoUpdate({ target: siteSettings.id, set: { data: parsed, updatedAt: new Date() } });
  await contentChanged(db);
}

export async function savePage(db: Database, page: Page): Promise<void> {
  const parsed = PageSchema.parse(page);
  const values = { id: parsed.id, slug: parsed.slug, postType: parsed.post_type, data: parsed };
  await db
    .insert(pages)
    .values(values)
    .onConflictDoUpdate({ target: pages.id, set: { ...values, updatedAt: new Date() } });
  await contentChanged(db);
}

export async function saveEducation(db: Database, education: Education): Promise<void> {
  const parsed = EducationSchema.parse(education);
  const values = { id: parsed.id, slug: parsed.slug, data: parsed };
  await db
    .insert(educations)
    .values(values)
    .onConflictDoUpdate({ target: educations.id, set: { ...values, updatedAt: new Date() } });
  await contentChanged(db);
}
