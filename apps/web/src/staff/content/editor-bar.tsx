import { Button } from '@jamstalldhet/blocks';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { SiteLink } from '../../site/site-link';
import { CONTENT_STATE_NAMES } from './content-state-names';
import { ConflictNotice } from './draft/conflict-notice';
import type { useDraft } from './draft/use-draft';
import type { usePublish } from './publish/use-publish';
import { SaveStatus } from './save-status';

/** The id of "Ångra", where focus goes when an undone step took the focused control with it. */
export const UNDO_BUTTON_ID = 'editor-undo';

/**
 * The document's state as the editor has it now: a published document with changes not yet
 * saved already differs from what learners see.
 */
function shownState(draft: ReturnType<typeof useDraft>) {
  if (draft.state === 'published' && draft.status !== 'saved') {
    return 'changed';
  }
  return draft.state;
}

/**
 * The editor's bar, in view while the page scrolls: the document's state ("Utkast", "Publicerad",
 * "Opublicerade ändringar"), whether everything is saved ("Sparat", announced, unlike "Sparar …"),
 * what just happened ("Publicerat.", "Ändringen ångrades."), "Ångra" and "Gör om", "Spara utkast",
 * "Publicera" (an editor's "Skicka för granskning"), where the draft is in review, and what happened when another editor saved meanwhile or when this browser brought
 * back changes the server did not have.
 */
export function EditorBar({
  draft,
  publish,
  mayPublish,
  review,
  previewPath,
  statisticsPath = null,
  message,
  onUndo,
  onRedo,
}: {
  draft: ReturnType<typeof useDraft>;
  publish: ReturnType<typeof usePublish>;
  /** An administrator publishes; an editor's "Publicera" is "Skicka för granskning" (issue 36). */
  mayPublish: boolean;
  /** Where the draft is in review, if it is (publish/review-notice.tsx). */
  review: ReactNode;
  /** Where the draft is taken as a learner would ("Förhandsgranska som deltagare"), for a course. */
  previewPath: string | null;
  /** The course's statistics ("Statistik för utbildningen"), for an administrator's course. */
  statisticsPath?: string | null;
  /** What the last action did, for a polite live region in the bar. */
  message: string;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const [, navigate] = useLocation();
  const state = shownState(draft);
  return (
    <div className="web-editor-bar">
      <div className="web-editor-bar__line">
        {state && (
          <p className="web-editor-bar__state" data-state={state}>
            Status: {CONTENT_STATE_NAMES[state]}
          </p>
        )}
        <SaveStatus status={draft.status} text={draft.statusText} />
      </div>
      <p role="status" aria-live="polite" className="web-editor-message">
        {message}
      </p>
      <div className="web-staff-actions">
        {/* aria-disabled, not disabled: the button keeps focus when the last step is undone. */}
        <Button
          id={UNDO_BUTTON_ID}
          aria-disabled={!draft.canUndo}
          aria-keyshortcuts="Control+Z"
          onClick={onUndo}
        >
          Ångra
        </Button>
        <Button aria-disabled={!draft.canRedo} aria-keyshortcuts="Control+Shift+Z" onClick={onRedo}>
          Gör om
        </Button>
        <Button onClick={() => void draft.saveNow()}>Spara utkast</Button>
        <Button onClick={() => void publish.start()} disabled={publish.busy}>
          {mayPublish ? 'Publicera' : 'Skicka för granskning'}
        </Button>
        {previewPath && (
          <a
            href={previewPath}
            onClick={(event) => {
              // The preview reads the saved draft: what is typed here is saved first.
              event.preventDefault();
              void draft.saveNow().then(() => navigate(previewPath));
            }}
          >
            Förhandsgranska som deltagare
          </a>
        )}
        {statisticsPath && <SiteLink href={statisticsPath}>Statistik för utbildningen</SiteLink>}
      </div>
      {draft.restoredFromBrowser && (
        <p className="web-editor-bar__note">
          Osparade ändringar från förra gången återställdes från webbläsaren.
        </p>
      )}
      {review}
      <ConflictNotice draft={draft} />
    </div>
  );
}
