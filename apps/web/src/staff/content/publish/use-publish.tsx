import { ConfirmDialog } from '@jamstalldhet/blocks';
import { contentWarnings } from '@jamstalldhet/blocks/engine';
import { type ContentKind, operations, type PublishImpact } from '@jamstalldhet/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { sortServerError } from '../../../accounts/form/server-error';
import { ApiError } from '../../../http/api-error';
import { useApi } from '../../../site/services';
import type { useDraft } from '../draft/use-draft';
import { EDITOR_KINDS } from '../editor-kinds';
import { withBlockIds } from '../problem-blocks';
import type { EditorProblem } from '../problem-summary';
import { useRenderedCheck } from '../rendered-check/use-rendered-check';
import { lookUpWords } from '../spelling/spell-client';
import { checkSpelling } from '../spelling/use-spelling';
import { ImpactReport } from './impact-report';
import { PublishWarnings } from './publish-warnings';

const MOTIVERING_MISSING = 'Skriv varför utkastet publiceras trots varningarna';

/**
 * "Publicera" (issue 24): saves the draft, runs the publish checks (the engine's, the API's
 * rules), lists problems as an error summary, then shows what the publish does to learners and
 * asks to confirm, with a "Motivering" when the draft has varningar of the content rules (issue
 * 40); the API checks again and publishes. For an editor who may not publish it is
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
  // The content rules' varningar of the checked draft, and the administrator's reason to publish
  // over them: kept through a cancel, cleared by a publish.
  const [warnings, setWarnings] = useState<readonly EditorProblem[]>([]);
  const [motivering, setMotivering] = useState('');
  const [motiveringError, setMotiveringError] = useState<string | null>(null);
  const motiveringField = useRef<HTMLTextAreaElement>(null);
  // Asks for focus on the field once it is drawn: the API may name varningar this browser did
  // not find, and the field appears with them.
  const [motiveringFocus, setMotiveringFocus] = useState(0);
  useEffect(() => {
    if (motiveringFocus > 0) {
      motiveringField.current?.focus();
    }
  }, [motiveringFocus]);
  const renderedCheck = useRenderedCheck();
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
      // Then every page as the blocks draw it: its serious and critical WCAG violations stop it too.
      const document = EDITOR_KINDS[kind].read(saved.document);
      const rendered = document === null ? [] : await renderedCheck.run(document);
      const renderedErrors = withBlockIds(
        rendered.filter((finding) => finding.severity === 'error'),
        saved.document,
      );
      onProblems(renderedErrors);
      if (renderedErrors.length > 0) {
        return;
      }
      if (!mayPublish) {
        await sendForReview(saved.version);
        return;
      }
      setWarnings([
        ...(document === null ? [] : contentWarnings(document)),
        ...rendered.filter((finding) => finding.severity === 'warning'),
        ...(document === null ? [] : await spellingWarnings(document)),
      ]);
      setMotiveringError(null);
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

  // The words neither dictionary knows are varningar too; a check that cannot run (no worker,
  // no word list) holds nothing up: the panel says it could not look.
  async function spellingWarnings(document: Parameters<typeof checkSpelling>[1]) {
    if (lookUpWords === null) {
      return [];
    }
    try {
      const { words } = await api.call(operations.listSiteWords);
      return withBlockIds(await checkSpelling(lookUpWords, document, words), document);
    } catch {
      return [];
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

  // Asked for next to its field, which takes focus; the dialog stays open.
  function askForMotivering(message: string) {
    setMotiveringError(message);
    setMotiveringFocus((asked) => asked + 1);
  }

  async function confirm() {
    if (busy) {
      return;
    }
    const reason = motivering.trim();
    if (warnings.length > 0 && reason === '') {
      askForMotivering(MOTIVERING_MISSING);
      return;
    }
    setBusy(true);
    try {
      await api.call(operations.publishContent, {
        params: { kind, id },
        body: { version: version.current, ...(warnings.length > 0 ? { motivering: reason } : {}) },
      });
      setImpact(null);
      setMotivering('');
      setWarnings([]);
      onProblems([]);
      announce('Publicerat. Deltagarna ser nu den här versionen.');
      draft.markPublished?.();
    } catch (failure) {
      const sorted = sortServerError(failure, { fields: ['motivering'], failed: '' });
      if (sorted.kind === 'field' && failure instanceof ApiError) {
        // The API found varningar the editor's rules did not (another version of them): listed here.
        const found = failure.body?.warnings as EditorProblem[] | undefined;
        if (found && found.length > 0) {
          setWarnings(found);
        }
        askForMotivering(reason === '' ? MOTIVERING_MISSING : sorted.message);
        return;
      }
      setImpact(null);
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
      {warnings.length > 0 && (
        <PublishWarnings
          ref={motiveringField}
          warnings={warnings}
          motivering={motivering}
          onMotivering={(value) => {
            setMotivering(value);
            setMotiveringError(null);
          }}
          error={motiveringError}
        />
      )}
      {impact && <ImpactReport impact={impact} />}
    </ConfirmDialog>
  );
  return {
    start,
    busy,
    dialog: (
      <>
        {dialog}
        {renderedCheck.view}
      </>
    ),
  };
}
