import { Button, ConfirmDialog } from '@jamstalldhet/blocks';
import { type ContentKind, type ContentRevision, operations } from '@jamstalldhet/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useCallState } from '../../../data/use-call-state';
import { ApiError } from '../../../http/api-error';
import { SiteLoadStatus } from '../../../layout/site-load-status';
import { useApi } from '../../../site/services';
import { momentOf } from '../../format';
import { ScrollingTable } from '../../scrolling-table';
import type { useDraft } from '../draft/use-draft';
import { EDITOR_KINDS } from '../editor-kinds';
import { type VersionMode, VersionShown } from './version-shown';

const SOURCE_NAMES: Readonly<Record<ContentRevision['source'], string>> = {
  editor: 'Publicering',
  restore: 'Återställning',
  import: 'Import',
  draft: 'Utkast (automatiskt sparat)',
  before: 'Utkast före ändring',
};

/**
 * "Versioner" (issues 24, 36): every publish, restore, import and draft snapshot with its time,
 * editor and summary; "Visa" (the version read-only, as learners saw it), "Jämför" (what the
 * draft changed since, block by block) and "Återställ", which makes that version the draft
 * (never a publish), keeping the draft it replaces as a version of its own.
 */
export function VersionsPanel({
  kind,
  id,
  draft,
  announce,
}: {
  kind: ContentKind;
  id: number;
  draft: ReturnType<typeof useDraft>;
  announce: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="web-editor-versions">
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Versioner
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <VersionList kind={kind} id={id} draft={draft} announce={announce} />}
      </div>
    </div>
  );
}

function VersionList({ kind, id, draft, announce }: Parameters<typeof VersionsPanel>[0]) {
  const api = useApi();
  const revisions = useCallState(operations.listContentRevisions, { params: { kind, id } });
  // A save may keep a version (before a removal, every ten minutes) and a publish keeps one:
  // the open list follows the draft.
  const { reload } = revisions;
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded when the draft's version or state moves on
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    reload();
  }, [draft.version, draft.state]);
  const [busy, setBusy] = useState(false);

  const [asking, setAsking] = useState<number | null>(null);
  const [shown, setShown] = useState<{ number: number; mode: VersionMode } | null>(null);
  const showable = EDITOR_KINDS[kind].hasPages;

  function close() {
    const opener = shown && document.getElementById(openerId(shown.number, shown.mode));
    setShown(null);
    requestAnimationFrame(() => opener?.focus());
  }

  async function restore(number: number) {
    setBusy(true);
    try {
      // Unsaved work is never thrown away by a restore: it is saved first, or nothing happens.
      const saved = await draft.saveNow();
      if (saved.status !== 'saved') {
        announce(`Versionen återställdes inte: ${saved.statusText}`);
        return;
      }
      const restored = await api.call(operations.restoreContentRevision, {
        params: { kind, id, number },
        body: { version: saved.version },
      });
      const reloaded = await draft.reloadFromServer();
      revisions.reload();
      const learnersSee =
        restored.state === 'published'
          ? 'Det är den version som deltagarna ser.'
          : 'Publicera för att deltagarna ska se den.';
      announce(
        reloaded
          ? `Version ${number} är nu utkastet. ${learnersSee}`
          : `Version ${number} är nu utkastet, men den kunde inte läsas in här. Ladda om sidan.`,
      );
    } catch (failure) {
      announce(
        failure instanceof ApiError ? failure.message : 'Versionen kunde inte återställas. Försök igen.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="Versioner">
      <ConfirmDialog
        open={asking !== null}
        title={`Återställ version ${asking ?? ''}?`}
        confirmLabel="Återställ"
        cancelLabel="Avbryt"
        onConfirm={() => {
          const number = asking;
          setAsking(null);
          if (number !== null) {
            void restore(number);
          }
        }}
        onCancel={() => setAsking(null)}
      >
        <p>
          Versionen blir utkastet. Dina ändringar sparas först och finns kvar som en egen version, och
          deltagarna ser inget förrän du publicerar.
        </p>
      </ConfirmDialog>
      <SiteLoadStatus call={revisions} what="versionerna" />
      {revisions.state.status === 'success' && revisions.state.data.length === 0 && (
        <p>Inga versioner ännu.</p>
      )}
      {revisions.state.status === 'success' && revisions.state.data.length > 0 && (
        <ScrollingTable
          caption="Versioner, nyast först"
          columns={[
            'Version',
            'Tid',
            'Redaktör',
            'Slag',
            'Ändringar',
            <span key="action" className="jb-visually-hidden">
              Åtgärd
            </span>,
          ]}
        >
          {revisions.state.data.map((revision) => (
            <tr key={revision.number}>
              <th scope="row">{revision.number}</th>
              <td>{momentOf(revision.at)}</td>
              <td>{revision.author ?? '–'}</td>
              <td>{SOURCE_NAMES[revision.source]}</td>
              <td>{revision.summary.join(', ') || '–'}</td>
              <td>
                <div className="web-staff-actions">
                  {showable && (
                    <>
                      <Button
                        id={openerId(revision.number, 'view')}
                        onClick={() => setShown({ number: revision.number, mode: 'view' })}
                      >
                        Visa<span className="jb-visually-hidden"> version {revision.number}</span>
                      </Button>
                      <Button
                        id={openerId(revision.number, 'compare')}
                        onClick={() => setShown({ number: revision.number, mode: 'compare' })}
                      >
                        Jämför
                        <span className="jb-visually-hidden"> version {revision.number} med utkastet</span>
                      </Button>
                    </>
                  )}
                  <Button disabled={busy} onClick={() => setAsking(revision.number)}>
                    Återställ<span className="jb-visually-hidden"> version {revision.number}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </ScrollingTable>
      )}
      {shown && (
        <VersionShown
          key={`${shown.number}-${shown.mode}`}
          kind={kind}
          id={id}
          number={shown.number}
          mode={shown.mode}
          draft={draft.document}
          onClose={close}
        />
      )}
    </section>
  );
}

const openerId = (number: number, mode: VersionMode) => `version-${mode}-${number}`;
