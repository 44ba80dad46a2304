import type { OutlineChange, OutlineDocument } from '@jamstalldhet/blocks/engine';

/** What the editor edits: a course, or a page (a room is a page). */
export type EditorDocument = OutlineDocument;

/**
 * Takes an outline change into the draft and says it in the live region; `quiet` for typing in
 * a form, which would be noise to announce.
 */
export type ApplyChange = (change: OutlineChange<EditorDocument>, options?: { quiet?: boolean }) => void;
