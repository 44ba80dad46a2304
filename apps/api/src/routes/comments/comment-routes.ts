import { sanitizeComment } from '@jamstalldhet/blocks/server';
import { type Comment, operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../format/unix-seconds';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { addComment, type CommentRow, findComment, listComments } from '../../storage/comments';
import { findPost, mayUsePost, type Post, publicName } from '../../storage/posts';

/** A comment on the wire: `comment` is the plain text; `comment_html` is it made safe for clients without the engine. */
type WireComment = Comment & { comment_html: string; items: WireComment[] };

function toWireComment(row: CommentRow): WireComment {
  const author =
    row.authorFirstName === null ? undefined : publicName(row.authorFirstName, row.authorLastName ?? '');
  return {
    id: row.id,
    comment: row.body,
    comment_html: sanitizeComment(row.body),
    // Left out for a deleted account: its comments stay, without a name.
    ...(author === undefined ? {} : { author }),
    date: unixSeconds(row.createdAt),
    parent: row.parentId,
    items: [],
  };
}

/** Comments nested under their parents; the order of `rows` (oldest first) is kept at every level. */
function commentTree(rows: CommentRow[]): WireComment[] {
  const byId = new Map(rows.map((row) => [row.id, toWireComment(row)]));
  const top: WireComment[] = [];
  for (const row of rows) {
    const comment = byId.get(row.id);
    if (!comment) {
      continue;
    }
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) {
      parent.items.push(comment);
    } else {
      top.push(comment);
    }
  }
  return top;
}

export async function commentRoutes(app: FastifyInstance) {
  /** The post, if the caller may see it; rooms answer 404 to non-members. */
  async function openPost(postId: number, userId: number | null): Promise<Post> {
    const post = await findPost(app.db, postId);
    if (!post || !(await mayUsePost(app.db, post, userId))) {
      throw notFound('Inlägget finns inte');
    }
    return post;
  }

  route(app, operations.listComments, async ({ params, user }) => {
    const post = await openPost(params.postId, user?.id ?? null);
    return commentTree(await listComments(app.db, post.id));
  });

  route(app, operations.postComment, async ({ params, body: input, user, reply }) => {
    const post = await openPost(params.postId, user.id);
    await rateLimit(app.db, reply, `comments:user:${user.id}`, RATE_LIMITS.commentsPerUser);
    const parentId = input.parent ?? null;
    if (parentId !== null) {
      const parent = await findComment(app.db, parentId);
      if (!parent || parent.postId !== post.id) {
        throw badRequest('Kommentaren du svarar på finns inte', 'parent');
      }
    }
    const row = await addComment(app.db, { postId: post.id, parentId, userId: user.id, body: input.comment });
    reply.code(201);
    return toWireComment(row);
  });
}
