import { Button, ConfirmDialog } from '@jamstalldhet/blocks';
import { type ContentEntry, operations } from '@jamstalldhet/contract';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../http/api-error';
import { useApi } from '../../site/services';
import { editorPath } from './content-paths';
import { copyOfDocument } from './copy-document';
import { isListedKind } from './editor-kinds';

type Asking = 'unpublish' | 'remove' | null;

const failed = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * One document's actions in Innehåll (issue 36): "Kopiera" (a new draft with new ids, opened in
 * the editor), "Exportera" (the file `import-content` reads), "Avpublicera" (off the site, a draft
 * again) and "Ta bort" (a course learners have worked in is closed instead), the last two asked
 * first. The API decides each; what happened is said through `announce`.
 */
export function ContentActions({
  entry,
  announce,
  onChanged,
}: {
  entry: ContentEntry;
  announce: (text: string) => void;
  onChanged: () => void;
}) {
  const api = useApi();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const kind = entry.kind;
  if (!isListedKind(kind)) {
    return null;
  }
  const room = entry.post_type === 'room';
  const name = entry.title || `/${entry.slug ?? ''}`;
  const params = { kind, id: entry.id };
  const hidden = <span className="jb-visually-hidden"> {name}</span>;

  async function run(work: () => Promise<string>, fallback: string) {
    setBusy(true);
    try {
      announce(await work());
      onChanged();
    } catch (error) {
      announce(failed(error, fallback));
      // A 409 means someone saved since: the list shows the document as it is now.
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  const copy = () =>
    run(async () => {
      const draft = await api.call(operations.getContentDraft, { params });
      const created = await api.call(operations.importContentDocument, {
        body: { kind, data: copyOfDocument(draft.data) },
      });
      navigate(editorPath(kind, created.id));
      return `En kopia av ${name} är skapad som utkast.`;
    }, `${name} kunde inte kopieras.`);

  // Both name the version the list showed: an editor who saved since is not overruled (409).
  const version = entry.version;
  const unpublish = () =>
    run(async () => {
      await api.call(operations.unpublishContent, { params, body: { version } });
      return `${name} är avpublicerad. Deltagarna ser den inte längre; utkastet finns kvar.`;
    }, `${name} kunde inte avpubliceras.`);

  const remove = () =>
    run(async () => {
      const { outcome } = await api.call(operations.removeContent, { params, body: { version } });
      return outcome === 'closed'
        ? `${name} är stängd i stället för borttagen: deltagare har svar eller intyg i den.`
        : `${name} är borttagen.`;
    }, `${name} kunde inte tas bort.`);

  return (
    <div className="web-staff-actions web-content-actions">
      {!room && (
        <Button disabled={busy} onClick={() => void copy()}>
          Kopiera{hidden}
        </Button>
      )}
      {!room && (
        <a
          className="web-content-actions__link"
          href={api.link(operations.exportContent, { params })}
          download
        >
          Exportera{hidden}
        </a>
      )}
      {!room && entry.state !== 'draft' && (
        <Button disabled={busy} onClick={() => setAsking('unpublish')}>
          Avpublicera{hidden}
        </Button>
      )}
      {!room && (
        <Button disabled={busy} onClick={() => setAsking('remove')}>
          Ta bort{hidden}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'unpublish' ? `Avpublicera ${name}?` : `Ta bort ${name}?`}
        confirmLabel={asking === 'unpublish' ? 'Avpublicera' : 'Ta bort'}
        cancelLabel="Avbryt"
        destructive={asking === 'remove'}
        onConfirm={() => {
          const chosen = asking;
          setAsking(null);
          void (chosen === 'unpublish' ? unpublish() : remove());
        }}
        onCancel={() => setAsking(null)}
      >
        {asking === 'unpublish' ? (
          <p>Deltagarna ser den inte längre. Inget tas bort: den blir ett utkast som kan publiceras igen.</p>
        ) : (
          <p>
            Det tas bort för gott, med alla sina versioner. En utbildning som deltagare har svar eller intyg i
            stängs i stället, så att deras arbete finns kvar.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
