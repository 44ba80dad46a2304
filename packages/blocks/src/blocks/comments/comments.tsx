import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { useAsync } from '../../blocks-provider/use-async';
import { tokenList } from '../../engine/formatting/token-list';
import { formatLabel, useLabels } from '../../i18n/labels';
import { BlockLink } from '../../parts/block-link';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { LoadStatus } from '../../parts/load-status';
import { RichText } from '../../parts/rich-text';
import { useLoginHref } from '../../parts/use-login-href';
import { countComments } from './comment-count';
import { CommentForm } from './comment-form';
import { CommentThread, type ReplyControls } from './comment-thread';
import { commentsLabels } from './comments-labels';

/**
 * `comments`: the comments of the current post (the block's `post_id`, else the page), as a
 * nested list with author, date and the text sanitized by the engine. Logged-in users can write
 * a comment and reply to one; anonymous visitors get a link to log in and come back.
 *
 * @example
 * <BlocksProvider api={api} user={user} page={page}>
 *   <Comments block={block} />
 * </BlocksProvider>
 */
export function Comments({ block, className, ...rest }: BlockProps) {
  const t = useLabels(commentsLabels);
  const { api, user, page } = useBlocks();
  const loginHref = useLoginHref();
  const headingId = useId();
  const postId = block.post_id ?? page?.id;
  const listComments = api?.listComments;
  const postComment = api?.postComment;
  const { state, reload } = useAsync(
    postId !== undefined && listComments ? () => listComments(postId) : undefined,
    postId,
  );
  const [announcement, setAnnouncement] = useState('');
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const replyButtons = useRef(new Map<number, HTMLButtonElement>());

  const comments = state.status === 'success' ? state.data : [];
  const count = countComments(comments);
  const countText =
    count === 0
      ? t['comments.countNone']
      : count === 1
        ? t['comments.countOne']
        : formatLabel(t['comments.countMany'], { count });
  const countKnown = state.status === 'success' || state.status === 'idle';
  const canWrite = Boolean(user) && postId !== undefined && postComment !== undefined;

  const send = useCallback(
    async (text: string, parent: number | null) => {
      if (postId === undefined || !postComment) {
        return;
      }
      // Emptied first, so the same message is announced again after a second comment.
      setAnnouncement('');
      await postComment(postId, { comment: text, parent });
      reload();
      setAnnouncement(parent === null ? t['comments.published'] : t['comments.replyPublished']);
    },
    [postId, postComment, reload, t],
  );

  const replies = useMemo<ReplyControls | undefined>(() => {
    if (!canWrite) {
      return undefined;
    }
    const close = (commentId: number) => {
      replyButtons.current.get(commentId)?.focus();
      setReplyingTo(null);
    };
    return {
      openFor: replyingTo,
      open: setReplyingTo,
      close,
      send: async (text, parent) => {
        await send(text, parent);
        close(parent);
      },
      registerButton: (commentId, button) => {
        if (button) {
          replyButtons.current.set(commentId, button);
        } else {
          replyButtons.current.delete(commentId);
        }
      },
    };
  }, [canWrite, replyingTo, send]);

  return (
    <section
      className={tokenList('jb-comments', className)}
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
      {...rest}
    >
      <Heading id={headingId} className="jb-comments__heading">
        {block.title || (countKnown ? countText : t['comments.heading'])}
      </Heading>
      {block.title && countKnown && <p className="jb-comments__count">{countText}</p>}
      <RichText className="jb-comments__intro" html={block.html} />

      <LoadStatus
        state={state}
        onRetry={reload}
        loading={t['comments.loading']}
        error={t['comments.loadError']}
        retry={t['comments.retry']}
        className="jb-comments__load-status"
      />
      {comments.length > 0 && (
        <CommentThread comments={comments} replies={replies} className="jb-comments__list" />
      )}

      <p className="jb-comments__status" role="status">
        {announcement}
      </p>
      {canWrite && <CommentForm onSubmit={(text) => send(text, null)} />}
      {!user && postId !== undefined && (
        <p className="jb-comments__login">
          <BlockLink href={loginHref}>{t['comments.login']}</BlockLink>
        </p>
      )}
    </section>
  );
}
