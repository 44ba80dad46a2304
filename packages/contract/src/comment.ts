import { z } from 'zod';
import { IdSchema } from './common';
import { COMMENT_MAX_LENGTH } from './values';

/** A comment with its nested replies (SPEC §3). `comment` is plain text on the wire. */
export const CommentSchema = z.looseObject({
  id: IdSchema,
  comment: z.string(),
  author: z.string().optional(),
  date: z.number().optional(),
  parent: IdSchema.nullable().optional(),
  get items(): z.ZodDefault<z.ZodArray<typeof CommentSchema>> {
    return z.array(CommentSchema).default([]);
  },
});
export type Comment = z.output<typeof CommentSchema>;

/** Body of `POST /api/comments/{postId}`. */
export const NewCommentSchema = z.object({
  comment: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
  parent: IdSchema.nullable().optional(),
});
export type NewComment = z.output<typeof NewCommentSchema>;
