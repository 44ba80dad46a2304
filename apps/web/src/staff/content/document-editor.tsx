import { ConfirmDialog } from '@jamstalldhet/blocks';
import {
  type BlockPlace,
  blockIdsIn,
  blocksAt,
  type OutlinePlace,
  outlinePlaceWords,
  removeBlock,
} from '@jamstalldhet/blocks/engine';
import { type Block, type ContentKind, operations } from '@jamstalldhet/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useApi } from '../../site/services';
import { StaffPage } from '../staff-page';
import { courseStatisticsPath } from '../staff-paths';
import { BlockListEditor, LIST_HEADING_ID } from './blocks/block-list-editor';
import { useContentRole } from './content-role';
import { DocumentSettings, documentFormPath } from './document-settings';
import { useDraft } from './draft/use-draft';
import { partOfSelection, placeOfPart } from './editor-address';
import { EditorBar, UNDO_BUTTON_ID } from './editor-bar';
import { ADD_CHAPTER_ID, focusFirstOf, focusOnBlock, OUTLINE_TITLE_ID } from './editor-focus';
import { type ApplyChange, type EditorDocument, isCourse, placeOfBlock, unchanged } from './editor-types';
import { fieldIdOfPath } from './form/block-form-fields';
import { OutlineTree } from './outline/outline-tree';
import { type EditorSelection, sameSelection, selectionExists } from './outline/selection';
import { learnerPreviewPath } from './preview/preview-path';
import { PreviewPanel } from './preview-panel';
import { blockErrorsOf, placeOfBlockProblem, withBlockIds } from './problem-blocks';
import { blockIdPrefix, placeOfPath } from './problem-places';
import { type EditorProblem, ProblemSummary } from './problem-summary';
import { ReviewNotice } from './publish/review-notice';
import { usePublish } from './publish/use-publish';
import { ContentPanels } from './readability/content-panels';
import { useUndoKeys } from './use-undo-keys';
import { VersionsPanel } from './versions/versions-panel';
import './content-editor.css';
import { EDITOR_KINDS } from './editor-kinds';

interface Removal {
  what: string;
  learners: number;
  remove: () => void;
}

// The list of blocks a selection shows, if it is one.
function listOf(selection: EditorSelection) {
  return selection.kind === 'section' || selection.kind === 'page' || selection.kind === 'page-document'
    ? selection
    : null;
}

/**
 * One document's editor (issue 24): the outline of a course (or a page's blocks), the form of
 * what is selected with a preview of it beside, saving by itself ("Sparat"), publishing through
 * the checks and the report of what it does to learners, and the versions.
 */
export function DocumentEditor({ kind, id }: { kind: ContentKind; id: number }) {
  const api = useApi();
  const draft = useDraft(kind, id);
  const rules = EDITOR_KINDS[kind];
  const [selected, setSelected] = useState<EditorSelection>(rules.firstSelection);
  const [announcement, setAnnouncement] = useState('');
  const [problems, setProblems] = useState<readonly EditorProblem[]>([]);
  const [removal, setRemoval] = useState<Removal | null>(null);
  // Controls to focus once drawn, the first there is (editor-focus.ts).
  const [focusIds, setFocusIds] = useState<readonly string[] | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const { mayPublish, editorTrail } = useContentRole();
  const publish = usePublish({
    kind,
    id,
    draft,
    mayPublish,
    onProblems: showProblems,
    announce: setAnnouncement,
  });

  // The editor opens at the part its address names (`?del=evaluation`, `?del=kapitel-1-episod-1-sida-2`,
  // an edit link's `?del=episod-10011`), and the address follows the selection from then on.
  const part = new URLSearchParams(useSearch()).get('del');
  const [path, navigate] = useLocation();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened || draft.load !== 'ready' || draft.document === null) {
      return;
    }
    setOpened(true);
    const place = part === null ? null : placeOfPart(draft.document as unknown as EditorDocument, part);
    if (place) {
      setSelected(place);
    }
  }, [opened, draft.load, draft.document, part]);
  useEffect(() => {
    if (!opened) {
      return;
    }
    const wanted = partOfSelection(selected);
    if (wanted !== part) {
      navigate(wanted === null ? path : `${path}?del=${wanted}`, { replace: true });
    }
  }, [opened, selected, part, path, navigate]);

  // On a phone the outline is above the form: choosing a part shows its form.
  function select(next: EditorSelection) {
    setSelected(next);
    if (window.matchMedia?.('(max-width: 63.99rem)').matches) {
      requestAnimationFrame(() =>
        document.querySelector('.web-editor__main')?.scrollIntoView({ block: 'start' }),
      );
    }
  }

  // A control to focus after the place it is on has been drawn: a link of the error summary, or
  // an item added, moved or removed. Run after the confirm dialog has given focus back.
  useEffect(() => {
    if (focusIds !== null) {
      focusFirstOf(focusIds);
      setFocusIds(null);
    }
  }, [focusIds]);

  // A refused save's problems are the page's problems too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed once, when the refusal comes; later edits must not move its problems
  useEffect(() => {
    if (draft.refusal?.problems) {
      // Tied to their blocks in the document that was sent, wherever they are now.
      setProblems(withBlockIds(draft.refusal.problems, draft.refusal.document ?? draft.document));
    }
  }, [draft.refusal]);

  // "Ångra" may take back the chapter, episode or page that is open: the course's settings then.
  useEffect(() => {
    const current = draft.document as unknown as EditorDocument | null;
    if (current !== null && !selectionExists(current, selected)) {
      setSelected(rules.firstSelection);
    }
  }, [draft.document, selected, rules]);

  function undoOrRedo(which: 'undo' | 'redo') {
    const done = which === 'undo' ? draft.undo() : draft.redo();
    const said =
      which === 'undo'
        ? done
          ? 'Ändringen ångrades.'
          : 'Det finns inget att ångra.'
        : done
          ? 'Ändringen gjordes om.'
          : 'Det finns inget att göra om.';
    // The same words twice in a row are said again: the live region must see a change.
    setAnnouncement((before) => (before === said ? `${said}\u00a0` : said));
    // A step taken back may take the focused control with it; focus is never left on the page.
    requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body) {
        document.getElementById(UNDO_BUTTON_ID)?.focus();
      }
    });
  }
  useUndoKeys(
    () => undoOrRedo('undo'),
    () => undoOrRedo('redo'),
  );

  function showProblems(list: readonly EditorProblem[]) {
    setProblems(list);
    requestAnimationFrame(() => summary.current?.focus());
  }

  if (draft.load === 'loading') {
    return (
      <StaffPage title="Redigera" trail={editorTrail}>
        <p role="status">Laddar utkastet …</p>
      </StaffPage>
    );
  }
  if (draft.load !== 'ready' || draft.document === null) {
    return (
      <StaffPage title="Redigera" trail={editorTrail}>
        <p role="alert">
          {typeof draft.load === 'object' ? draft.load.error : 'Utkastet kunde inte laddas.'}
        </p>
      </StaffPage>
    );
  }

  const editorDocument = draft.document as unknown as EditorDocument;
  const apply: ApplyChange = (makeChange, options) => {
    let change: ReturnType<typeof makeChange> | undefined;
    draft.update(
      (current) => {
        change = makeChange(current as unknown as EditorDocument);
        return change.changed ? (change.document as unknown as Record<string, unknown>) : current;
      },
      { group: options?.group },
    );
    if (!change) {
      return;
    }
    if (!options?.quiet && change.announcement) {
      setAnnouncement(change.announcement);
    }
    const place = change.place;
    if (place && place.kind !== 'block' && place.kind !== 'chapter' && place.kind !== 'episode') {
      setSelected(place);
    }
    const focus = change.changed ? options?.focus?.(change) : null;
    if (focus) {
      if (focus.show) {
        setSelected(focus.show);
      }
      setFocusIds(focus.ids);
    }
  };

  async function askRemove(what: string, ids: string[], remove: () => void) {
    let learners = 0;
    if (rules.learnersTakeIt && ids.length > 0) {
      try {
        ({ learners } = await api.call(operations.countAnsweringLearners, {
          params: { id },
          query: { blocks: ids.join(',') },
        }));
      } catch {
        learners = -1;
      }
    }
    setRemoval({ what, learners, remove });
  }

  function removeOutlineItem(place: OutlinePlace, remove: () => void) {
    // The outline's items have no ids; the place is taken as it is when the editor confirms.
    void askRemove(outlinePlaceWords(place), blockIdsIn(editorDocument, place), () => {
      remove();
      if (!sameSelection(place, { kind: 'document' })) {
        setSelected(isCourse(editorDocument) ? { kind: 'document' } : { kind: 'page-document' });
      }
    });
  }

  function removeBlockItem(place: BlockPlace, block: Block) {
    void askRemove(`block ${place.block + 1}`, [block.block_id], () =>
      apply(
        (current) => {
          const now = placeOfBlock(current, block.block_id, place);
          return now ? removeBlock(current, now) : unchanged(current);
        },
        { focus: focusOnBlock('remove') },
      ),
    );
  }
  function showProblem(problem: EditorProblem) {
    const where = placeOfPath(problem.path);
    if (where.kind === 'block') {
      // The block by its id, wherever it is now: its index may have changed since the check.
      const now = placeOfBlockProblem(editorDocument, problem, where);
      if (now) {
        setSelected(now.list);
        // A block without an id has no field ids to find: its list's heading then.
        setFocusIds([
          problem.blockId === undefined
            ? LIST_HEADING_ID
            : fieldIdOfPath(blockIdPrefix(problem.blockId), where.rest),
        ]);
      } else {
        setAnnouncement('Blocket som problemet gäller finns inte längre i utkastet.');
      }
    } else if (where.kind === 'outline') {
      setSelected(where.place);
      setFocusIds([where.place.kind === 'page' ? LIST_HEADING_ID : OUTLINE_TITLE_ID]);
    } else if (where.rest === 'chapters' || where.rest === 'components') {
      // Nothing to fill in: the place to add the first chapter, or the page's first block.
      setSelected(isCourse(editorDocument) ? { kind: 'document' } : { kind: 'page-document' });
      setFocusIds([ADD_CHAPTER_ID, LIST_HEADING_ID]);
    } else {
      setSelected({ kind: 'document' });
      setFocusIds([fieldIdOfPath('document', documentFormPath(where.rest))]);
    }
  }

  // Errors of a refused save or publish, by block id, for the forms to show beside their fields;
  // the document's own by their path.
  const blockErrors = blockErrorsOf(problems);
  const documentErrors = Object.fromEntries(
    problems.flatMap((problem) => {
      const where = placeOfPath(problem.path);
      return where.kind === 'document' ? [[where.rest, problem.message]] : [];
    }),
  );

  const list = listOf(selected);
  const listBlocks = list ? (blocksAt(editorDocument, list) ?? []) : [];
  const title = String((draft.document as { title?: unknown }).title ?? '');

  // The document open here, as the bar's review notice and the versions name it.
  const thisDocument = { kind, id, draft };
  // What the course's outline shows chosen and does to the course.
  const outlineActions = { selected, onSelect: select, apply, onRemove: removeOutlineItem };
  return (
    <StaffPage title={`Redigera: ${title}`} trail={editorTrail}>
      <EditorBar
        draft={draft}
        publish={publish}
        mayPublish={mayPublish}
        review={<ReviewNotice {...thisDocument} mayPublish={mayPublish} announce={setAnnouncement} />}
        previewPath={rules.learnersTakeIt ? learnerPreviewPath(id) : null}
        statisticsPath={rules.learnersTakeIt && mayPublish ? courseStatisticsPath(id) : null}
        message={announcement}
        onUndo={() => undoOrRedo('undo')}
        onRedo={() => undoOrRedo('redo')}
      />
      <ProblemSummary
        ref={summary}
        title={
          problems.length === 1
            ? 'Det finns 1 problem att rätta'
            : `Det finns ${problems.length} problem att rätta`
        }
        problems={problems}
        onShow={showProblem}
      />
      {publish.dialog}
      <VersionsPanel {...thisDocument} announce={setAnnouncement} />
      <ContentPanels data={draft.document} read={rules.read} onShow={showProblem} />
      <div className={isCourse(editorDocument) ? 'web-editor web-editor--course' : 'web-editor'}>
        {isCourse(editorDocument) && <OutlineTree course={editorDocument} {...outlineActions} />}
        <div className="web-editor__main">
          {selected.kind === 'document' && (
            <DocumentSettings
              kind={kind}
              document={draft.document}
              errors={documentErrors}
              onChange={(next) => draft.update(() => next, { group: 'document' })}
            />
          )}
          {(selected.kind === 'chapter' || selected.kind === 'episode') && isCourse(editorDocument) && (
            <DocumentSettings.Outline
              course={editorDocument}
              place={selected}
              apply={apply}
              onSelect={select}
            />
          )}
          {list && (
            <BlockListEditor
              document={editorDocument}
              list={list}
              title={list.kind === 'page-document' ? 'Sidans block' : outlinePlaceWords(list)}
              errors={blockErrors}
              apply={apply}
              onRemove={removeBlockItem}
            />
          )}
        </div>
        {list && (
          <PreviewPanel
            blocks={listBlocks}
            part={list.kind === 'section' && list.section === 'evaluation' ? 'evaluation' : 'normal'}
          />
        )}
      </div>
      <ConfirmDialog
        open={removal !== null}
        title={`Ta bort ${removal?.what ?? ''}?`}
        confirmLabel="Ta bort"
        cancelLabel="Avbryt"
        destructive
        onConfirm={() => {
          const confirmed = removal;
          setRemoval(null);
          // What was typed is sent first (saveNow takes the document at once, unless a save is
          // under way), so the version the server keeps before the removal has it. The removal
          // itself is not deferred: outline items are removed by their place, which a later
          // removal would have shifted. Anything typed meanwhile is still in "Ångra".
          void draft.saveNow();
          confirmed?.remove();
        }}
        onCancel={() => setRemoval(null)}
      >
        {removal && removal.learners > 0 && (
          <p>
            {removal.learners === 1 ? '1 deltagare har' : `${removal.learners} deltagare har`} sparat svar
            här. Svaren finns kvar men visas inte när ändringen är publicerad.
          </p>
        )}
        {removal && removal.learners < 0 && <p>Det gick inte att ta reda på om deltagare har svarat här.</p>}
        <p>
          Du kan ångra med Ångra (Ctrl+Z), eller återställa versionen från före borttagningen under Versioner.
        </p>
      </ConfirmDialog>
    </StaffPage>
  );
}
