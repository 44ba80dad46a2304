import { type SpellingFinding, spellingFindings, spellingWords } from '@jamstalldhet/blocks/engine';
import type { Education, Page } from '@jamstalldhet/contract';
import { useEffect, useState } from 'react';
import type { LookUpWords } from './spell-client';

/** The spelling check's state: still looking, its varningar, or not possible here. */
export type SpellingState =
  | { status: 'checking' }
  | { status: 'done'; findings: SpellingFinding[] }
  | { status: 'failed' };

/**
 * The spelling varningar of a course or page (issue 40): its words looked up in the Swedish
 * dictionary and the site's word list, by the editor's worker. Looks again when the document or
 * the list changes; an answer for an older draft is dropped.
 */
export async function checkSpelling(
  lookUp: LookUpWords,
  document: Education | Page,
  siteWords: readonly string[],
): Promise<SpellingFinding[]> {
  return spellingFindings(document, await lookUp(spellingWords(document), siteWords));
}

/** {@link checkSpelling} for the draft as it is typed; `siteWords` null while the list loads. */
export function useSpelling(
  lookUp: LookUpWords | null,
  document: Education | Page,
  siteWords: readonly string[] | null,
): SpellingState {
  const [state, setState] = useState<SpellingState>({ status: 'checking' });
  useEffect(() => {
    if (lookUp === null) {
      setState({ status: 'failed' });
      return;
    }
    if (siteWords === null) {
      return;
    }
    let current = true;
    checkSpelling(lookUp, document, siteWords).then(
      (findings) => current && setState({ status: 'done', findings }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [lookUp, document, siteWords]);
  return state;
}
