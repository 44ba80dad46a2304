import type { BlockPlace, OutlineChange, OutlineDocument } from '@jamstalldhet/blocks/engine';
import { blocksAt } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import type { EditorSelection } from './outline/selection';

/** What the editor edits: a course, or a page (a room is a page). */
export type EditorDocument = OutlineDocument;

/** Whether the document is a course (it has chapters), not a page. */
export function isCourse(document: EditorDocument): document is Education {
  return Array.isArray((document as { chapters?: unknown }).chapters);
}

/** An edit of the document as it is when the edit is made, never as it was when a button was drawn. */
export type EditorChange = (current: EditorDocument) => OutlineChange<EditorDocument>;

/**
 * Takes a change into the draft, made from the draft as it is now (another edit, a merge or an
 * upload may have come since the button was drawn), and says it in the live region; `quiet` for
 * typing in a form, which would be noise to announce. `focus` says where focus goes once the
 * change is drawn (editor-focus.ts), for a change that was made.
 */
export type ApplyChange = (
  change: EditorChange,
  options?: {
    quiet?: boolean;
    /** Changes of one group that follow each other quickly are one step of "Ångra" (typing). */
    group?: string;
    focus?: (change: OutlineChange<EditorDocument>) => FocusTarget | null;
  },
) => void;

/** Nothing changes: the block the change was for is gone. */
export const unchanged = (document: EditorDocument, announcement = ''): OutlineChange<EditorDocument> => ({
  document,
  changed: false,
  announcement,
});

/**
 * Where a block is now, by its id: a change made for a block finds it wherever edits since have
 * moved it (block ids are unique in a document).
 */
export function placeOfBlock(document: EditorDocument, blockId: string, near: BlockPlace): BlockPlace | null {
  const index = blocksAt(document, near.list)?.findIndex((block) => block.block_id === blockId) ?? -1;
  return index >= 0 ? { ...near, block: index } : null;
}

/** Controls to focus, the first one drawn and enabled; `show` is opened first to draw them. */
export interface FocusTarget {
  ids: readonly string[];
  show?: EditorSelection;
}
