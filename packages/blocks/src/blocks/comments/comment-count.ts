import type { Comment } from '@jamstalldhet/contract';

/** How many comments there are in all, replies at every depth included. */
export function countComments(comments: readonly Comment[]): number {
  return comments.reduce((total, comment) => total + 1 + countComments(comment.items), 0);
}
