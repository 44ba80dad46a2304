import { Button } from '@jamstalldhet/blocks';
import type { OutlineDocument } from '@jamstalldhet/blocks/engine';
import { useEffect, useId, useRef, useState } from 'react';
import { conflictPlaceWords, conflictValueText } from './conflict-words';
import type { Draft } from './use-draft';

/** The notice's heading: its name as a region, and where focus goes when no place is left. */
export const CONFLICT_HEADING = 'Ändringar från en annan redaktör';

/**
 * What the editor sees when another editor saved meanwhile (issue 24): who and when, that this
 * editor's changes are kept and merged with theirs, and each place both changed with both
 * values side by side and "Använd deras" (or, where their change was kept over this editor's
 * removal, "Ta bort"). Nothing is lost: the merged document keeps this editor's value until
 * they choose theirs.
 *
 * Only the first message is an alert: an alert is read whole at each change, so the places and
 * their buttons are outside it, and its words stay as they were when the notice came (a choice
 * is said in the polite status below). A choice removes its place, so focus goes on to the next
 * place's button, or to the heading when none is left after it.
 */
export function ConflictNotice({
  draft,
}: {
  draft: Pick<Draft, 'conflict' | 'chooseOtherValue' | 'dismissConflict'> & { document: object | null };
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterChoice = useRef<number | null>(null);
  const [said, setSaid] = useState('');
  // How many places the notice had when it came: a new merge brings a new `theirs`.
  const [arrival, setArrival] = useState<{ theirs: object; count: number } | null>(null);
  const notice = draft.conflict;
  if (notice !== null && arrival?.theirs !== notice.theirs) {
    setArrival({ theirs: notice.theirs, count: notice.conflicts.length });
  }

  useEffect(() => {
    const at = focusAfterChoice.current;
    if (at === null) {
      return;
    }
    focusAfterChoice.current = null;
    const next = listRef.current?.children[at]?.querySelector('button');
    (next ?? headingRef.current)?.focus();
  });

  if (notice === null || draft.document === null) {
    return null;
  }
  const document = draft.document as OutlineDocument;
  const count = arrival?.theirs === notice.theirs ? arrival.count : notice.conflicts.length;
  return (
    <section className="web-editor-bar__conflict" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="web-conflicts__place">
        {CONFLICT_HEADING}
      </h2>
      <div role="alert">
        <p>{notice.message}</p>
        <p>
          Dina ändringar är kvar och har lagts ihop med deras.
          {count > 0
            ? ` På ${count === 1 ? 'ett ställe' : `${count} ställen`} ändrade ni samma sak och dina ändringar gäller; välj för varje om deras ska gälla i stället.`
            : ' Kontrollera och spara.'}
        </p>
      </div>
      {notice.conflicts.length > 0 && (
        <ul className="web-conflicts" ref={listRef}>
          {notice.conflicts.map((conflict, index) => {
            const place = conflictPlaceWords(document, conflict);
            const removal = conflict.kept === 'theirs';
            return (
              <li key={conflict.path} className="web-conflicts__item">
                <h3 className="web-conflicts__place">{place}</h3>
                {conflict.moved ? (
                  <p>Ni flyttade båda blocket, till olika ställen; det står där du flyttade det.</p>
                ) : conflict.order === undefined ? (
                  <dl className="web-conflicts__values">
                    <dt>Din version</dt>
                    <dd>{conflictValueText(conflict.mine)}</dd>
                    <dt>Deras version</dt>
                    <dd>{conflictValueText(conflict.theirs)}</dd>
                  </dl>
                ) : (
                  <p>Ni flyttade båda om här, i olika ordning; din ordning gäller.</p>
                )}
                {!conflict.moved && (
                  <Button
                    aria-label={`${removal ? 'Ta bort' : 'Använd deras'}: ${place}`}
                    onClick={() => {
                      const chosen = draft.chooseOtherValue(index);
                      if (chosen) {
                        // This place leaves the list: the one after it takes its index.
                        focusAfterChoice.current = index;
                      }
                      setSaid(
                        chosen
                          ? removal
                            ? `Borttaget: ${place}.`
                            : `Deras version gäller nu: ${place}.`
                          : `Du har ändrat här sedan dess; ändra för hand om deras ska gälla: ${place}.`,
                      );
                    }}
                  >
                    {removal ? 'Ta bort' : 'Använd deras'}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" aria-live="polite" className="web-conflicts__said">
        {said}
      </p>
      <Button onClick={draft.dismissConflict}>Jag har läst</Button>
    </section>
  );
}
