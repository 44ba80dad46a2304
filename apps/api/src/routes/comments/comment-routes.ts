import { sanitizeComment } from '@jamstalldhet/blocks/server';
import { type Comment, NewCommentSchema } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../http/context';
import { badRequest, notFound, parseId, parseInput } from '../../http/errors';
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
    date: Math.floor(row.createdAt.getTime() / 1000),
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
  /** The post of the request, if the caller may see it; rooms answer 404 to non-members. */
  async function openPost(request: FastifyRequest<{ Params: { postId: string } }>): Promise<Post> {
    const post = await findPost(app.db, parseId(request.params.postId, 'postId'));
    const user = await currentUser(request);
    if (!post || !(await mayUsePost(app.db, post, user?.id ?? null))) {
      throw notFound('Inlägget finns inte');
    }
    return post;
  }

  app.get<{ Params: { postId: string } }>('/api/comments/:postId', async (request) => {
    const post = await openPost(request);
    return commentTree(await listComments(app.db, post.id));
  });

  app.post<{ Params: { postId: string } }>('/api/comments/:postId', async (request, reply) => {
    const user = await requireUser(request);
    const post = await openPost(request);
    const input = parseInput(NewCommentSchema, request.body);
    await rateLimit(app.db, reply, `comments:user:${user.id}`, RATE_LIMITS.commentsPerUser);
    const parentId = input.parent ?? null;
    if (parentId !== null) {
      const parent = await findComment(app.db, parentId);
      if (!parent || parent.postId !== post.id) {
        throw badRequest('Kommentaren du svarar på finns inte', 'parent');
      }
    }
    const row = await addComment(app.db, { postId: post.id, parentId, userId: user.id, body: input.comment });
    return reply.code(201).send(toWireComment(row));
  });
}
