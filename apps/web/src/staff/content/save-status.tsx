import type { DraftStatus } from './draft/use-draft';

/**
 * Whether a status is said aloud: that everything is saved, and every failure. "Osparade
 * ändringar" and "Sparar …" come and go at every autosave; said each time, they would talk over
 * the editor's typing.
 */
function isAnnounced(status: DraftStatus): boolean {
  switch (status) {
    case 'saved':
    case 'offline':
    case 'refused':
    case 'conflict':
      return true;
    case 'unsaved':
    case 'saving':
      return false;
    default:
      return status satisfies never;
  }
}

/**
 * The save status as one line on screen ("Sparat", "Sparar …"), of which only the part in the
 * polite live region is announced: the region is always there, and holds the text only for a
 * status worth announcing. Emptying it says nothing, so the text read stays the text shown.
 */
export function SaveStatus({ status, text }: { status: DraftStatus; text: string }) {
  const announced = isAnnounced(status);
  return (
    <p className="web-editor-bar__status" data-status={status}>
      <span role="status" aria-live="polite">
        {announced ? text : ''}
      </span>
      {!announced && <span>{text}</span>}
    </p>
  );
}
