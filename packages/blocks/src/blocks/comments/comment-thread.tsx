import type { Comment } from '@jamstalldhet/contract';
import { useId } from 'react';
import { formatSwedishDate } from '../../engine/formatting/format';
import { sanitizeComment } from '../../engine/html/comment';
import { useLabels } from '../../i18n/labels';
import { Button } from '../../parts/button';
import { CommentForm } from './comment-form';
import { commentsLabels } from './comments-labels';

/** What a logged-in user can do with replies; left out for anonymous visitors. */
export interface ReplyControls {
  /** The comment whose reply form is open, if any. */
  openFor: number | null;
  open(commentId: number): void;
  /** Closes the reply form and puts focus back on the comment's "Svara" button. */
  close(commentId: number): void;
  send(text: string, parent: number): Promise<void>;
  /** Keeps each "Svara" button, so focus can return to it. */
  registerButton(commentId: number, button: HTMLButtonElement | null): void;
}

/** Comments as a nested ordered list; replies are a list inside their comment's item. */
export function CommentThread({
  comments,
  replies,
  className,
}: {
  comments: readonly Comment[];
  replies: ReplyControls | undefined;
  className: string;
}) {
  return (
    <ol className={className}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} replies={replies} />
      ))}
    </ol>
  );
}

function CommentItem({ comment, replies }: { comment: Comment; replies: ReplyControls | undefined }) {
  const t = useLabels(commentsLabels);
  const id = useId();
  const metaId = `${id}-meta`;
  const formId = `${id}-reply`;
  const replying = replies?.openFor === comment.id;

  return (
    <li className="jb-comments__item">
      <article className="jb-comments__comment">
        <p id={metaId} className="jb-comments__meta">
          <span className="jb-comments__author">{comment.author || t['comments.anonymousAuthor']}</span>
          {comment.date !== undefined && (
            <>
              {' '}
              <time className="jb-comments__date" dateTime={new Date(comment.date * 1000).toISOString()}>
                {formatSwedishDate(comment.date * 1000)}
              </time>
            </>
          )}
        </p>
        <div
          className="jb-comments__text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeComment (only links and line breaks remain)
          dangerouslySetInnerHTML={{ __html: sanitizeComment(comment.comment) }}
        />
        {replies && (
          <Button
            ref={(button) => replies.registerButton(comment.id, button)}
            className="jb-comments__reply"
            variant="secondary"
            aria-expanded={replying}
            aria-controls={replying ? formId : undefined}
            // Says which comment is answered without making every button's name longer.
            aria-describedby={metaId}
            onClick={() => (replying ? replies.close(comment.id) : replies.open(comment.id))}
          >
            {t['comments.reply']}
          </Button>
        )}
        {replies && replying && (
          <div id={formId} className="jb-comments__reply-form">
            <CommentForm
              reply
              onSubmit={(text) => replies.send(text, comment.id)}
              onCancel={() => replies.close(comment.id)}
            />
          </div>
        )}
      </article>
      {comment.items.length > 0 && (
        <CommentThread comments={comment.items} replies={replies} className="jb-comments__replies" />
      )}
    </li>
  );
}
