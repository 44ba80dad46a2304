import { Button } from '@jamstalldhet/blocks';
import type { SpellingFinding } from '@jamstalldhet/blocks/engine';
import { type Education, operations, type Page } from '@jamstalldhet/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useCallState } from '../../../data/use-call-state';
import { ApiError } from '../../../http/api-error';
import { useApi } from '../../../site/services';
import { withBlockIds } from '../problem-blocks';
import type { EditorProblem } from '../problem-summary';
import { type LookUpWords, lookUpWords } from './spell-client';
import { type SpellingState, useSpelling } from './use-spelling';

// One empty list for a list that did not load: a new array each render would start a new check each render.
const NO_WORDS: readonly string[] = [];

function summaryText(spelling: SpellingState): string {
  if (spelling.status === 'checking') {
    return 'Stavning: kontrolleras…';
  }
  if (spelling.status === 'failed') {
    return 'Stavning: kunde inte kontrolleras';
  }
  const words = new Set(spelling.findings.map((finding) => finding.word)).size;
  return words === 0
    ? 'Stavning: inga okända ord'
    : `Stavning: ${words === 1 ? '1 okänt ord' : `${words} okända ord`}`;
}

/**
 * The spelling check in the editor (issue 40, klarspråk): the words the Swedish dictionary and the
 * site's word list do not know, each linked to its first place on its page, with suggestions and
 * "Lägg till i ordlistan" for a word that is right (a name, a term). An added word can be taken
 * off again at once ("Ångra"). Varningar: they do not stop a publish.
 */
export function SpellingPanel({
  document,
  onShow,
  lookUp = lookUpWords,
}: {
  document: Education | Page;
  onShow: (problem: EditorProblem) => void;
  lookUp?: LookUpWords | null;
}) {
  const api = useApi();
  const { state: list, reload } = useCallState(operations.listSiteWords);
  const siteWords = list.status === 'success' ? list.data.words : list.status === 'error' ? NO_WORDS : null;
  const spelling = useSpelling(lookUp, document, siteWords);
  const [said, setSaid] = useState<{ text: string; added?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The clicked button goes away with its word: focus goes to "Ångra" after an add, and back to
  // the panel's summary after an undo, never to the page's start.
  const undoId = useId();
  const summary = useRef<HTMLElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ to: 'undo' | 'summary' } | null>(null);
  useEffect(() => {
    if (focusAfter?.to === 'undo') {
      // `document` is the draft here: the page is the summary's own.
      summary.current?.ownerDocument.getElementById(undoId)?.focus();
    } else if (focusAfter?.to === 'summary') {
      summary.current?.focus();
    }
  }, [focusAfter, undoId]);

  async function change(word: string, add: boolean) {
    setBusy(true);
    try {
      await (add
        ? api.call(operations.addSiteWord, { body: { word } })
        : api.call(operations.removeSiteWord, { params: { word } }));
      reload();
      setSaid(
        add
          ? { text: `"${word}" finns nu i ordlistan.`, added: word }
          : { text: `"${word}" togs bort ur ordlistan.` },
      );
      setFocusAfter({ to: add ? 'undo' : 'summary' });
    } catch (failure) {
      setSaid({
        text: failure instanceof ApiError ? failure.message : 'Ordlistan kunde inte ändras. Försök igen.',
      });
    } finally {
      setBusy(false);
    }
  }

  const findings: Array<SpellingFinding & EditorProblem> =
    spelling.status === 'done' ? withBlockIds(spelling.findings, document) : [];
  return (
    <details className="web-readability">
      <summary ref={summary} className="web-readability__summary">
        {summaryText(spelling)}
      </summary>
      <p>
        Ord som inte finns i den svenska ordlistan eller i webbplatsens ordlista. Rätta stavningen, eller lägg
        till ordet i ordlistan om det är rätt, till exempel ett namn. Okända ord hindrar inte en publicering.
      </p>
      <p role="status" className="web-spelling__said">
        {said?.text}
      </p>
      {said?.added !== undefined && (
        <p>
          <Button id={undoId} disabled={busy} onClick={() => void change(said.added as string, false)}>
            Ångra<span className="jb-visually-hidden">{` tillägget av "${said.added}"`}</span>
          </Button>
        </p>
      )}
      {findings.length > 0 && (
        <ul className="web-spelling__words">
          {findings.map((finding, index) => (
            // One word may be unknown on several pages: its place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read, never reordered
            <li key={index}>
              <strong lang="sv">{finding.word}</strong>
              {finding.suggestions.length > 0 && <> (förslag: {finding.suggestions.join(', ')})</>}
              {' – '}
              <a
                href={`#${finding.path}`}
                onClick={(event) => {
                  event.preventDefault();
                  onShow(finding);
                }}
              >
                {finding.where}
              </a>{' '}
              <Button disabled={busy} onClick={() => void change(finding.word, true)}>
                Lägg till i ordlistan<span className="jb-visually-hidden">{` ordet ${finding.word}`}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
