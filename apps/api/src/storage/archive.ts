import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { archiveFiles, users } from '../db/schema';

/** An archive file without its content, with its owner's names. */
export interface ArchiveFileRow {
  id: number;
  blockId: string;
  postId: number;
  userId: number;
  name: string;
  mimeType: string;
  size: number;
  folder: string | null;
  createdAt: Date;
  ownerFirstName: string;
  ownerLastName: string;
}

// Lists and checks never read the content: a file may be megabytes.
const fileColumns = {
  id: archiveFiles.id,
  blockId: archiveFiles.blockId,
  postId: archiveFiles.postId,
  userId: archiveFiles.userId,
  name: archiveFiles.name,
  mimeType: archiveFiles.mimeType,
  size: archiveFiles.size,
  folder: archiveFiles.folder,
  createdAt: archiveFiles.createdAt,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
};

/** The files of an archive block on a post, newest first; only one user's when `userId` is given. */
export async function listArchiveFiles(
  db: Database,
  options: { blockId: string; postId: number; userId?: number },
): Promise<ArchiveFileRow[]> {
  const conditions: SQL[] = [
    eq(archiveFiles.blockId, options.blockId),
    eq(archiveFiles.postId, options.postId),
  ];
  if (options.userId !== undefined) {
    conditions.push(eq(archiveFiles.userId, options.userId));
  }
  return db
    .select(fileColumns)
    .from(archiveFiles)
    .innerJoin(users, eq(users.id, archiveFiles.userId))
    .where(and(...conditions))
    .orderBy(desc(archiveFiles.createdAt), desc(archiveFiles.id));
}

export async function findArchiveFile(db: Database, id: number): Promise<ArchiveFileRow | null> {
  const [row] = await db
    .select(fileColumns)
    .from(archiveFiles)
    .innerJoin(users, eq(users.id, archiveFiles.userId))
    .where(eq(archiveFiles.id, id))
    .limit(1);
  return row ?? null;
}

export async function readArchiveFileContent(db: Database, id: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ content: archiveFiles.content })
    .from(archiveFiles)
    .where(eq(archiveFiles.id, id))
    .limit(1);
  return row?.content ?? null;
}

/** Stores a file in the database, so that a backup of the database holds the archive too. */
export async function addArchiveFile(
  db: Database,
  file: {
    blockId: string;
    postId: number;
    userId: number;
    name: string;
    mimeType: string;
    folder: string | null;
    content: Buffer;
  },
): Promise<ArchiveFileRow> {
  const [inserted] = await db
    .insert(archiveFiles)
    .values({ ...file, size: file.content.length })
    .returning({ id: archiveFiles.id });
  const row = inserted ? await findArchiveFile(db, inserted.id) : null;
  if (!row) {
    throw new Error('addArchiveFile stored no row');
  }
  return row;
}

export async function deleteArchiveFile(db: Database, id: number): Promise<void> {
  await db.delete(archiveFiles).where(eq(archiveFiles.id, id));
}
