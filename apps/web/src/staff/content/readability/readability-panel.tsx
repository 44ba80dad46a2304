import { documentReadability, lixBand, type Readability } from '@jamstalldhet/blocks/engine';
import type { Education, Page } from '@jamstalldhet/contract';
import { useMemo } from 'react';
import { ScrollingTable } from '../../scrolling-table';

/** "LIX 46, Svår": the number as readers know it, and its band in words. */
export function lixText(readability: Readability): string {
  return `LIX ${Math.round(readability.lix)}, ${lixBand(readability.lix)}`;
}

// How many sentences are too long, in words.
function longSentencesText(count: number): string {
  return count === 0 ? 'Inga' : String(count);
}

/**
 * The "Läsbarhet" panel (klarspråk, issue 40): the LIX of the whole course or page and of each of
 * its pages, with the sentences of more than 25 words pointed out. Worked out in the browser from
 * the draft as it is typed, by the engine's rules; closed until the editor opens it.
 */
export function ReadabilityPanel({ document }: { document: Education | Page }) {
  const { pages, whole } = useMemo(() => documentReadability(document), [document]);
  const long = pages.flatMap((page) =>
    page.readability.longSentences.map((sentence) => ({ page, sentence })),
  );
  return (
    <details className="web-readability">
      <summary className="web-readability__summary">
        Läsbarhet: {whole.words === 0 ? 'ingen text ännu' : lixText(whole)}
      </summary>
      <p>
        LIX räknar ord per mening och andelen långa ord (fler än sex bokstäver). Under 25 är mycket lätt,
        40–49 svår och 50 och över mycket svår. Korta meningar och vardagliga ord sänker värdet.
      </p>
      {pages.length > 1 && (
        <ScrollingTable caption="Läsbarhet per sida" columns={['Sida', 'LIX', 'Meningar med fler än 25 ord']}>
          {pages.map((page) => (
            <tr key={page.keys.join('.')}>
              <th scope="row">{page.where}</th>
              <td>{lixText(page.readability)}</td>
              <td>{longSentencesText(page.readability.longSentences.length)}</td>
            </tr>
          ))}
        </ScrollingTable>
      )}
      {long.length > 0 && (
        <>
          <h2 className="web-readability__heading">Meningar med fler än 25 ord</h2>
          <ul>
            {long.map(({ page, sentence }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a sentence may repeat; the list is read, never reordered
              <li key={index}>
                <strong>{page.where}:</strong> {sentence}
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
