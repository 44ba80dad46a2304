import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { comments, users } from '../db/schema';

/** A stored comment with its author's names; the names are null once the account is deleted. */
export interface CommentRow {
  id: number;
  postId: number;
  parentId: number | null;
  body: string;
  createdAt: Date;
  authorFirstName: string | null;
  authorLastName: string | null;
}

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  parentId: comments.parentId,
  body: comments.body,
  createdAt: comments.createdAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
};

/** Every comment of a post, oldest first (reading order). */
export async function listComments(db: Database, postId: number): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.postId, postId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function findComment(db: Database, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id))
    .limit(1);
  return row ?? null;
}

/** Stores a comment as the plain text given; it is made safe where it is shown, not here. */
export async function addComment(
  db: Database,
  comment: { postId: number; parentId: number | null; userId: number; body: string },
): Promise<CommentRow> {
  const [inserted] = await db.insert(comments).values(comment).returning({ id: comments.id });
  const row = inserted ? await findComment(db, inserted.id) : null;
  if (!row) {
    throw new Error('addComment stored no row');
  }
  return row;
}
