import { ConfirmDialog } from '@jamstalldhet/blocks';
import { type ContentKind, operations, type PublishImpact } from '@jamstalldhet/contract';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../../../http/api-error';
import { useApi } from '../../../site/services';
import type { useDraft } from '../draft/use-draft';
import { EDITOR_KINDS } from '../editor-kinds';
import { withBlockIds } from '../problem-blocks';
import type { EditorProblem } from '../problem-summary';
import { ImpactReport } from './impact-report';

/**
 * "Publicera" (issue 24): saves the draft, runs the publish checks (the engine's, the API's
 * rules), lists problems as an error summary, then shows what the publish does to learners and
 * asks to confirm; the API checks again and publishes. For an editor who may not publish it is
 * "Skicka för granskning" (issue 36): the same checks, then the draft goes to the administrators.
 */
export function usePublish({
  kind,
  id,
  draft,
  mayPublish,
  onProblems,
  announce,
}: {
  kind: ContentKind;
  id: number;
  draft: ReturnType<typeof useDraft>;
  mayPublish: boolean;
  onProblems: (problems: readonly EditorProblem[]) => void;
  announce: (text: string) => void;
}): { start: () => Promise<void>; busy: boolean; dialog: ReactNode } {
  const api = useApi();
  const [impact, setImpact] = useState<PublishImpact | null>(null);
  const [busy, setBusy] = useState(false);
  // The version the checks ran on: the one the editor confirms publishing, and its document, in
  // which the problems' block indexes are true (the editor may move blocks before looking).
  const version = useRef(0);
  const checked = useRef<unknown>(null);

  async function start() {
    setBusy(true);
    try {
      const saved = await draft.saveNow();
      if (saved.status !== 'saved') {
        announce(`${mayPublish ? 'Inte publicerat' : 'Inte skickat'}: ${saved.statusText}`);
        return;
      }
      version.current = saved.version;
      checked.current = saved.document;
      const problems = withBlockIds(EDITOR_KINDS[kind].publishProblems(saved.document), saved.document);
      onProblems(problems);
      if (problems.length > 0) {
        return;
      }
      if (!mayPublish) {
        await sendForReview(saved.version);
        return;
      }
      setImpact(await api.call(operations.getPublishImpact, { params: { kind, id } }));
    } catch (failure) {
      refused(
        failure,
        mayPublish
          ? 'Publiceringen kunde inte förberedas. Försök igen.'
          : 'Det gick inte att skicka. Försök igen.',
      );
    } finally {
      setBusy(false);
    }
  }

  async function sendForReview(checkedVersion: number) {
    const answer = await api.call(operations.requestContentReview, {
      params: { kind, id },
      body: { version: checkedVersion },
    });
    onProblems([]);
    draft.takeReview(answer.review);
    announce(
      'Skickat för granskning. En administratör publicerar det eller skickar tillbaka det med en kommentar.',
    );
  }

  // The API's refusal: its failing checks in the summary, anything else said in the bar.
  function refused(failure: unknown, fallback: string) {
    const problems =
      failure instanceof ApiError ? (failure.body?.problems as EditorProblem[] | undefined) : undefined;
    if (problems && problems.length > 0) {
      onProblems(withBlockIds(problems, checked.current));
    } else {
      announce(failure instanceof ApiError ? failure.message : fallback);
    }
  }

  async function confirm() {
    setImpact(null);
    setBusy(true);
    try {
      await api.call(operations.publishContent, { params: { kind, id }, body: { version: version.current } });
      onProblems([]);
      announce('Publicerat. Deltagarna ser nu den här versionen.');
      draft.markPublished?.();
    } catch (failure) {
      refused(failure, 'Det gick inte att publicera. Försök igen.');
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={impact !== null}
      title="Publicera?"
      confirmLabel="Publicera nu"
      cancelLabel="Avbryt"
      onConfirm={() => void confirm()}
      onCancel={() => setImpact(null)}
    >
      {impact && <ImpactReport impact={impact} />}
    </ConfirmDialog>
  );
  return { start, busy, dialog };
}
