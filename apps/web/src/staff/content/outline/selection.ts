import { blocksAt, type OutlineDocument, type OutlinePlace } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';

/** What the editor shows beside the outline: the document's own settings, or a place in it. */
export type EditorSelection = { kind: 'document' } | OutlinePlace;

// The fields that tell places apart, in one order whatever order a place was written in.
const sign = (selection: EditorSelection) => {
  const place = selection as Partial<Record<'section' | 'chapter' | 'episode' | 'page', unknown>>;
  return [selection.kind, place.section, place.chapter, place.episode, place.page].join('/');
};

/** Whether two selections are the same item. */
export function sameSelection(a: EditorSelection, b: EditorSelection): boolean {
  return sign(a) === sign(b);
}

/**
 * Whether the selected place is still in the document: "Ångra" may take back the chapter,
 * episode or page that is open.
 */
export function selectionExists(document: OutlineDocument, selection: EditorSelection): boolean {
  const chapters: Education['chapters'] = 'chapters' in document ? (document as Education).chapters : [];
  switch (selection.kind) {
    case 'document':
    case 'page-document':
    case 'section':
      return true;
    case 'chapter':
      return chapters[selection.chapter] !== undefined;
    case 'episode':
      return chapters[selection.chapter]?.episodes[selection.episode] !== undefined;
    default:
      return blocksAt(document, selection) !== undefined;
  }
}
