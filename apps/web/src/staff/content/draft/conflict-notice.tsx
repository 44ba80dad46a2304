import type { OutlineDocument } from '@jamstalldhet/blocks/engine';
import { useState } from 'react';
import { conflictPlaceWords, conflictValueText } from './conflict-words';
import type { Draft } from './use-draft';

/**
 * What the editor sees when another editor saved meanwhile (issue 24): who and when, that this
 * editor's changes are kept and merged with theirs, and each place both changed with both
 * values side by side and "Använd deras" (or, where their change was kept over this editor's
 * removal, "Ta bort"). Nothing is lost: the merged document keeps this editor's value until
 * they choose theirs.
 */
export function ConflictNotice({
  draft,
}: {
  draft: Pick<Draft, 'conflict' | 'chooseOtherValue' | 'dismissConflict'> & { document: object | null };
}) {
  const [said, setSaid] = useState('');
  const notice = draft.conflict;
  if (notice === null || draft.document === null) {
    return null;
  }
  const document = draft.document as OutlineDocument;
  return (
    <div className="web-editor-bar__conflict" role="alert">
      <p>{notice.message}</p>
      <p>
        Dina ändringar är kvar och har lagts ihop med deras.
        {notice.conflicts.length > 0
          ? ` På ${notice.conflicts.length === 1 ? 'ett ställe' : `${notice.conflicts.length} ställen`} ändrade ni samma sak och dina ändringar gäller; välj för varje om deras ska gälla i stället.`
          : ' Kontrollera och spara.'}
      </p>
      {notice.conflicts.length > 0 && (
        <ul className="web-conflicts">
          {notice.conflicts.map((conflict, index) => {
            const place = conflictPlaceWords(document, conflict);
            const removal = conflict.kept === 'theirs';
            return (
              <li key={conflict.path} className="web-conflicts__item">
                <h3 className="web-conflicts__place">{place}</h3>
                {conflict.order === undefined ? (
                  <dl className="web-conflicts__values">
                    <dt>Din version</dt>
                    <dd>{conflictValueText(conflict.mine)}</dd>
                    <dt>Deras version</dt>
                    <dd>{conflictValueText(conflict.theirs)}</dd>
                  </dl>
                ) : (
                  <p>Ni flyttade båda om här, i olika ordning; din ordning gäller.</p>
                )}
                <button
                  type="button"
                  className="jb-button"
                  aria-label={`${removal ? 'Ta bort' : 'Använd deras'}: ${place}`}
                  onClick={() => {
                    setSaid(
                      draft.chooseOtherValue(index)
                        ? removal
                          ? `Borttaget: ${place}.`
                          : `Deras version gäller nu: ${place}.`
                        : `Du har ändrat här sedan dess; ändra för hand om deras ska gälla: ${place}.`,
                    );
                  }}
                >
                  {removal ? 'Ta bort' : 'Använd deras'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" aria-live="polite" className="web-conflicts__said">
        {said}
      </p>
      <button type="button" className="jb-button" onClick={draft.dismissConflict}>
        Jag har läst
      </button>
    </div>
  );
}
