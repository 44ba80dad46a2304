import type { OutlinePlace } from '@jamstalldhet/blocks/engine';

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
