import { Button, ConfirmDialog, TextareaField } from '@jamstalldhet/blocks';
import { type ContentKind, operations } from '@jamstalldhet/contract';
import { type ChangeEvent, useRef, useState } from 'react';
import { ApiError, fieldOf } from '../../../http/api-error';
import { useApi } from '../../../site/services';
import { momentOf } from '../../format';
import type { useDraft } from '../draft/use-draft';

const COMMENT_MISSING = 'Skriv vad som behöver ändras';

const COMMENT = {
  label: 'Kommentar',
  hint: 'Vad behöver ändras innan utkastet kan publiceras? Redaktören ser kommentaren i redigeraren.',
  rows: 4,
  maxLength: 2000,
};

/**
 * Where the draft is in review (issue 36), in the editor's bar: sent by an editor and waiting
 * (administrators get "Skicka tillbaka", asking for a comment; "Publicera" is in the bar), or
 * sent back, with the administrator's comment for the editor to act on.
 */
export function ReviewNotice({
  kind,
  id,
  draft,
  mayPublish,
  announce,
}: {
  kind: ContentKind;
  id: number;
  draft: ReturnType<typeof useDraft>;
  mayPublish: boolean;
  announce: (text: string) => void;
}) {
  const review = draft.review;
  const [returning, setReturning] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  if (!review) {
    return null;
  }
  const who = review.by ?? 'En borttagen användare';
  const changedSince = review.version !== draft.version;
  return (
    // Focus comes here after "Skicka tillbaka", whose button goes with the step.
    <div ref={notice} tabIndex={-1} className="web-editor-bar__review" data-review={review.state}>
      {review.state === 'pending' ? (
        <p>
          <strong>Väntar på granskning.</strong> {who} skickade utkastet {momentOf(review.at)}.
          {changedSince && ' Det har ändrats sedan dess.'}
          {!mayPublish && ' En administratör publicerar det eller skickar tillbaka det med en kommentar.'}
        </p>
      ) : (
        <>
          <p>
            <strong>Skickad tillbaka</strong> av {who} {momentOf(review.at)}:
          </p>
          <blockquote className="web-editor-bar__comment">{review.comment}</blockquote>
        </>
      )}
      {mayPublish && review.state === 'pending' && (
        <Button onClick={() => setReturning(true)}>Skicka tillbaka</Button>
      )}
      <ReturnDialog
        open={returning}
        kind={kind}
        id={id}
        draft={draft}
        onClose={() => setReturning(false)}
        onReturned={() => requestAnimationFrame(() => notice.current?.focus())}
        announce={announce}
      />
    </div>
  );
}

/** "Skicka tillbaka": the comment the editor will see, required, and the version the administrator read. */
function ReturnDialog({
  open,
  kind,
  id,
  draft,
  onClose,
  onReturned,
  announce,
}: {
  open: boolean;
  kind: ContentKind;
  id: number;
  draft: ReturnType<typeof useDraft>;
  onClose: () => void;
  /** After the dialog has closed on a return that went through. */
  onReturned: () => void;
  announce: (text: string) => void;
}) {
  const api = useApi();
  const field = useRef<HTMLTextAreaElement>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typed = (event: ChangeEvent<HTMLTextAreaElement>) => setComment(event.target.value);

  function close() {
    setError(null);
    onClose();
  }

  async function send() {
    if (busy) {
      return;
    }
    if (comment.trim() === '') {
      setError(COMMENT_MISSING);
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call(operations.returnContentReview, {
        params: { kind, id },
        body: { version: draft.version, comment },
      });
      draft.takeReview(answer.review);
      setComment('');
      close();
      announce('Utkastet är skickat tillbaka med din kommentar.');
      onReturned();
    } catch (failure) {
      if (fieldOf(failure) === 'comment' && failure instanceof ApiError) {
        setError(failure.message.replace(/^comment: /, ''));
        field.current?.focus();
      } else {
        close();
        announce(
          failure instanceof ApiError ? failure.message : 'Det gick inte att skicka tillbaka. Försök igen.',
        );
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title="Skicka tillbaka till redaktören?"
      confirmLabel={busy ? 'Skickar …' : 'Skicka tillbaka'}
      cancelLabel="Avbryt"
      onConfirm={() => void send()}
      onCancel={close}
    >
      <TextareaField {...COMMENT} ref={field} error={error ?? undefined} value={comment} onChange={typed} />
    </ConfirmDialog>
  );
}
