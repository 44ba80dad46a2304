import type { Education, Page } from '@jamstalldhet/contract';
import { useDeferredValue, useMemo } from 'react';
import type { EditorProblem } from '../problem-summary';
import { SpellingPanel } from '../spelling/spelling-panel';
import { ContentWarnings } from './content-warnings';
import { ReadabilityPanel } from './readability-panel';

/**
 * The editor's "Läsbarhet" panel, the content rules' varningar and the spelling check, for the
 * draft as it is typed.
 * The draft is read (parsed, defaults filled in) first, as the publish checks read it; a draft that
 * does not read shows neither. Worked out after the keystroke is drawn: on a course of 100 pages
 * the rules take tens of milliseconds.
 */
export function ContentPanels({
  data,
  read,
  onShow,
}: {
  data: unknown;
  read: (data: unknown) => Education | Page | null;
  onShow: (problem: EditorProblem) => void;
}) {
  const deferred = useDeferredValue(data);
  const document = useMemo(() => read(deferred), [read, deferred]);
  if (document === null) {
    return null;
  }
  return (
    <>
      <ReadabilityPanel document={document} />
      <ContentWarnings document={document} onShow={onShow} />
      <SpellingPanel document={document} onShow={onShow} />
    </>
  );
}
