import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
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

/** An image with its bytes, to send. */
export async function readContentImage(
  db: Database,
  id: number,
): Promise<{ mimeType: string; contentHash: string; content: Buffer } | null> {
  const [row] = await db
    .select({
      mimeType: contentImages.mimeType,
      contentHash: contentImages.contentHash,
      content: contentImages.content,
    })
    .from(contentImages)
    .where(eq(contentImages.id, id))
    .limit(1);
  return row ?? null;
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
