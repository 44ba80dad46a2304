import { desc, eq, sql } from 'drizzle-orm';
import { type Database, resultRows } from '../db/database';
import { contentImages } from '../db/schema';

/** A stored image without its bytes. */
export interface ContentImageRow {
  id: number;
  contentHash: string;
  mimeType: string;
  width: number;
  height: number;
  size: number;
  name: string;
  createdAt: Date;
}

// Lists and look-ups never read the content: an image may be megabytes.
const imageColumns = {
  id: contentImages.id,
  contentHash: contentImages.contentHash,
  mimeType: contentImages.mimeType,
  width: contentImages.width,
  height: contentImages.height,
  size: contentImages.size,
  name: contentImages.name,
  createdAt: contentImages.createdAt,
};

/** Every uploaded image, newest first. */
export async function listContentImages(db: Database): Promise<ContentImageRow[]> {
  return db
    .select(imageColumns)
    .from(contentImages)
    .orderBy(desc(contentImages.createdAt), desc(contentImages.id));
}

/** The image made from an upload with these bytes (`contentHash`, SHA-256 of the upload), if any. */
export async function findContentImageByHash(
  db: Database,
  contentHash: string,
): Promise<ContentImageRow | null> {
  const [row] = await db
    .select(imageColumns)
    .from(contentImages)
    .where(eq(contentImages.contentHash, contentHash))
    .limit(1);
  return row ?? null;
}

/** A stored image without its bytes, by id: whether it exists, before anything is read of it. */
export async function findContentImage(db: Database, id: number): Promise<ContentImageRow | null> {
  const [row] = await db.select(imageColumns).from(contentImages).where(eq(contentImages.id, id)).limit(1);
  return row ?? null;
}

/** An image's bytes, to send. */
export async function readContentImageBytes(db: Database, id: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: contentImages.content })
    .from(contentImages)
    .where(eq(contentImages.id, id))
    .limit(1);
  return row?.content ?? null;
}

/**
 * Stores an image, or gives the one already stored from the same upload: two uploads of one file
 * at once (a double click) store it once, by the unique hash, and both get that image.
 */
export async function addContentImage(
  db: Database,
  image: {
    contentHash: string;
    mimeType: string;
    width: number;
    height: number;
    name: string;
    uploadedBy: number;
    content: Buffer;
  },
): Promise<ContentImageRow> {
  const [inserted] = await db
    .insert(contentImages)
    .values({ ...image, size: image.content.length })
    .onConflictDoNothing({ target: contentImages.contentHash })
    .returning(imageColumns);
  const row = inserted ?? (await findContentImageByHash(db, image.contentHash));
  if (!row) {
    throw new Error('addContentImage stored no row');
  }
  return row;
}

/** A published document that names an image: the site settings, or a page or course by slug. */
export type ImageNamer = { kind: 'settings' } | { kind: 'page'; slug: string };

/**
 * The published documents whose content names image `id` (`/api/images/{id}`, anywhere in it):
 * drafts and revisions are not published, so never here (issue 38).
 */
export async function publishedDocumentsNaming(db: Database, id: number): Promise<ImageNamer[]> {
  // The address and then no digit: image 1 is not named by /api/images/12.
  const pattern = `/api/images/${id}([^0-9]|$)`;
  const rows = resultRows<{ kind: 'settings' | 'page'; slug: string | null }>(
    await db.execute(sql`
      select 'settings' as kind, null as slug from site_settings where data::text ~ ${pattern}
      union all
      select 'page', slug from pages where data::text ~ ${pattern}
      union all
      select 'page', slug from educations where data::text ~ ${pattern}`),
  );
  return rows.map((row) =>
    row.kind === 'settings' ? { kind: 'settings' } : { kind: 'page', slug: row.slug as string },
  );
}
