import { Button } from '@jamstalldhet/blocks';
import { compareDocuments, type DocumentComparison } from '@jamstalldhet/blocks/engine';
import { type ContentKind, type Education, operations, type Page } from '@jamstalldhet/contract';
import { useEffect, useId, useRef } from 'react';
import { useCallState } from '../../../data/use-call-state';
import { SiteLoadStatus } from '../../../layout/site-load-status';
import { EDITOR_KINDS } from '../editor-kinds';
import { PreviewBlocks } from '../preview-panel';
import { versionPages } from './version-pages';

/** What a version is shown for: "Visa" (as learners would see it) or "Jämför" (with the draft). */
export type VersionMode = 'view' | 'compare';

function parsed(kind: ContentKind, data: unknown): Education | Page | null {
  return EDITOR_KINDS[kind].read(data);
}

/**
 * One version, read-only: "Visa" draws every page of it with the real blocks, as learners would
 * see it; "Jämför" lists what differs from the draft, block by block with their places. Focus
 * goes to its heading when it opens; "Stäng" gives it back.
 */
export function VersionShown({
  kind,
  id,
  number,
  mode,
  draft,
  onClose,
}: {
  kind: ContentKind;
  id: number;
  number: number;
  mode: VersionMode;
  /** The editor's draft as it is now, for "Jämför". */
  draft: unknown;
  onClose: () => void;
}) {
  const revision = useCallState(operations.getContentRevision, { params: { kind, id, number } });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const title = mode === 'view' ? `Version ${number}` : `Jämför version ${number} med utkastet`;
  const loaded = revision.state.status === 'success' ? parsed(kind, revision.state.data.data) : null;
  const current = parsed(kind, draft);
  return (
    <section aria-labelledby={headingId} className="web-editor-version">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <Button onClick={onClose}>
        Stäng<span className="jb-visually-hidden"> {title.toLowerCase()}</span>
      </Button>
      <SiteLoadStatus call={revision} what="versionen" />
      {revision.state.status === 'success' && loaded === null && (
        <p>Versionen kan inte visas: den följer inte dagens format.</p>
      )}
      {loaded && mode === 'view' && (
        <>
          <p>Så här såg deltagarna versionen. Den går inte att ändra här; Återställ gör den till utkastet.</p>
          {versionPages(loaded).map((page) => (
            <section key={page.key} aria-label={page.title} className="web-editor-version__page">
              <h3>{page.title}</h3>
              {page.blocks.length === 0 ? (
                <p>Inga block.</p>
              ) : (
                <PreviewBlocks blocks={page.blocks} part={page.part} />
              )}
            </section>
          ))}
        </>
      )}
      {loaded && mode === 'compare' && current && (
        <ComparisonList number={number} comparison={compareDocuments(loaded, current)} />
      )}
    </section>
  );
}

function Differences({ title, entries }: { title: string; entries: DocumentComparison['added'] }) {
  if (entries.length === 0) {
    return null;
  }
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {entries.map((entry) => (
          <li key={entry.blockId}>{entry.from ? `${entry.where}, förut ${entry.from}` : entry.where}</li>
        ))}
      </ul>
    </>
  );
}

/** What the draft has changed since a version, in words. */
function ComparisonList({ number, comparison }: { number: number; comparison: DocumentComparison }) {
  const nothing =
    !comparison.otherChanges &&
    [comparison.added, comparison.removed, comparison.changed, comparison.moved].every(
      (list) => list.length === 0,
    );
  if (nothing) {
    return <p>Utkastet är likadant som version {number}.</p>;
  }
  return (
    <>
      <Differences title="Block som har lagts till i utkastet" entries={comparison.added} />
      <Differences
        title={`Block som har tagits bort (platsen i version ${number})`}
        entries={comparison.removed}
      />
      <Differences title="Block som har ändrats" entries={comparison.changed} />
      <Differences title="Block som har flyttats" entries={comparison.moved} />
      {comparison.otherChanges && (
        <p>Titel, adress, inställningar eller kapitel, episoder och sidor har också ändrats.</p>
      )}
    </>
  );
}
