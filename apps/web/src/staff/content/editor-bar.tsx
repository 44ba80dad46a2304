import { useLocation } from 'wouter';
import { ConflictNotice } from './draft/conflict-notice';
import type { useDraft } from './draft/use-draft';
import type { usePublish } from './publish/use-publish';
import { SaveStatus } from './save-status';

/**
 * The editor's bar: whether everything is saved ("Sparat", announced, unlike "Sparar …"), "Spara
 * utkast", "Publicera", and what happened when another editor saved meanwhile or when this
 * browser brought back changes the server did not have.
 */
export function EditorBar({
  draft,
  publish,
  previewPath,
}: {
  draft: ReturnType<typeof useDraft>;
  publish: ReturnType<typeof usePublish>;
  /** Where the draft is taken as a learner would ("Förhandsgranska som deltagare"), for a course. */
  previewPath: string | null;
}) {
  const [, navigate] = useLocation();
  return (
    <div className="web-editor-bar">
      <SaveStatus status={draft.status} text={draft.statusText} />
      <div className="web-staff-actions">
        <button type="button" className="jb-button" onClick={() => void draft.saveNow()}>
          Spara utkast
        </button>
        <button
          type="button"
          className="jb-button"
          onClick={() => void publish.start()}
          disabled={publish.busy}
        >
          Publicera
        </button>
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
      </div>
      {draft.restoredFromBrowser && (
        <p className="web-editor-bar__note">
          Osparade ändringar från förra gången återställdes från webbläsaren.
        </p>
      )}
      <ConflictNotice draft={draft} />
    </div>
  );
}
