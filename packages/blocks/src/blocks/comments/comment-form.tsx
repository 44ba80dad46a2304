import { COMMENT_MAX_LENGTH } from '@jamstalldhet/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { normalizeError } from '../../engine/formatting/errors';
import { tokenList } from '../../engine/formatting/token-list';
import { formatLabel, useLabels } from '../../i18n/labels';
import { Button } from '../../parts/button';
import { ErrorAlert } from '../../parts/error-alert';
import { commentsLabels } from './comments-labels';

export interface CommentFormProps {
  /** Sends the trimmed text; a rejection is shown as an error and the text is kept. */
  onSubmit(text: string): Promise<void>;
  /** A reply form: other texts, a cancel button, Escape closes it and it takes focus when shown. */
  reply?: boolean;
  /** Called by "Avbryt" and Escape in a reply form. */
  onCancel?(): void;
}

/**
 * A comment or reply field with its limit, counter, errors and send button. What the user
 * typed stays in the field until it has been sent.
 *
 * @example <CommentForm onSubmit={(text) => api.postComment(postId, { comment: text, parent: null })} />
 */
export function CommentForm({ onSubmit, reply = false, onCancel }: CommentFormProps) {
  const t = useLabels(commentsLabels);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const ids = { limit: `${id}-limit`, error: `${id}-error` };
  const count = [...value].length;

  // A reply form opens because the user asked to reply, so focus goes straight into it.
  useEffect(() => {
    if (reply) {
      field.current?.focus();
    }
  }, [reply]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) {
      return;
    }
    const text = value.trim();
    if (text === '') {
      setError(t['comments.empty']);
      field.current?.focus();
      return;
    }
    setError(null);
    setServerError(null);
    setSending(true);
    try {
      await onSubmit(text);
      setValue('');
    } catch (caught: unknown) {
      const { statusCode } = normalizeError(caught);
      setServerError(statusCode === 401 ? t['comments.loggedOut'] : t['comments.postError']);
    } finally {
      setSending(false);
    }
  }

  function closeOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form
      className="jb-comments__form"
      data-reply={reply ? 'true' : undefined}
      noValidate
      onSubmit={submit}
      onKeyDown={closeOnEscape}
    >
      <div className="jb-field" data-state={error ? 'error' : undefined}>
        <label className="jb-field__label" htmlFor={id}>
          {reply ? t['comments.replyField'] : t['comments.field']}
        </label>
        <p id={ids.limit} className="jb-field__hint">
          {formatLabel(t['comments.limit'], { max: COMMENT_MAX_LENGTH })}
        </p>
        {error && (
          <p id={ids.error} className="jb-field__error">
            {t['comments.errorPrefix']} {error}
          </p>
        )}
        <textarea
          ref={field}
          id={id}
          className="jb-field__input jb-comments__input"
          rows={reply ? 3 : 5}
          value={value}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={tokenList(ids.limit, error ? ids.error : null)}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) {
              setError(null);
            }
          }}
        />
        {/* Read out only at the limit (below); a count on every key press would drown the typing. */}
        <p className="jb-comments__counter" aria-hidden="true">
          {formatLabel(t['comments.counter'], { count, max: COMMENT_MAX_LENGTH })}
        </p>
        <p className="jb-visually-hidden" role="status">
          {count >= COMMENT_MAX_LENGTH ? t['comments.limitReached'] : ''}
        </p>
      </div>
      {serverError && <ErrorAlert>{serverError}</ErrorAlert>}
      <div className="jb-comments__actions">
        {/* Not disabled while sending: a disabled button would throw keyboard focus out of the form. */}
        <Button type="submit" aria-disabled={sending || undefined}>
          {reply ? t['comments.submitReply'] : t['comments.submit']}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t['comments.cancel']}
          </Button>
        )}
        {sending && <span className="jb-comments__sending">{t['comments.sending']}</span>}
      </div>
    </form>
  );
}
