import { blocksAt, type OutlineChange, type OutlinePlace } from '@jamstalldhet/blocks/engine';
import type { EditorDocument, FocusTarget } from './editor-types';
import { blockIdPrefix } from './problem-places';

/*
 * Where focus goes after an item of the outline or a block list is added, moved or removed. The
 * button pressed has moved with its item, become disabled or gone, so focus is put on purpose:
 * on the new item, on the moved item's button, or on the item that took a removed one's place.
 * Blocks are found by their block_id (they keep it when moved); outline items by their place.
 */

/** What was done to an item. */
export type { FocusTarget };

export type ItemChange = 'add' | 'up' | 'down' | 'remove';

/** The id of the title field of the outline item shown (a chapter's, an episode's). */
export const OUTLINE_TITLE_ID = 'editor-outline-title';

/** The id of the shown block list's heading, where a problem about the whole page leads. */
export const LIST_HEADING_ID = 'editor-list-heading';

/** "Lägg till kapitel": where a course without chapters is mended. */
export const ADD_CHAPTER_ID = 'editor-add-chapter';

/** The buttons of an item that focus stays on: its moves. */
export type ItemButton = 'up' | 'down';

// Apart from the ids of the block's fields (`blk-…`), so that no field's name can match one.
const blockId = (id: string, part: string) => `editor-${blockIdPrefix(id)}--${part}`;

/** A block's "Flytta upp" or "Flytta ned". */
export const blockButtonId = (id: string, button: ItemButton) => blockId(id, button);
/** A block's heading ("Block 2: Text"). */
export const blockHeadingId = (id: string) => blockId(id, 'heading');
/** What holds a block's form: focus goes to its first field. */
export const blockFieldsId = (id: string) => blockId(id, 'fields');

const placeSign = (place: OutlinePlace | { kind: 'document' }): string => {
  switch (place.kind) {
    case 'section':
      return `section-${place.section}`;
    case 'chapter':
      return `chapter-${place.chapter}`;
    case 'episode':
      return `episode-${place.chapter}-${place.episode}`;
    case 'page':
      return `page-${place.chapter}-${place.episode}-${place.page}`;
    default:
      return place.kind;
  }
};

/** An item's entry in the outline (the button that opens it). */
export const outlineEntryId = (place: OutlinePlace | { kind: 'document' }) =>
  `editor-outline-${placeSign(place)}`;
/** An outline item's "Flytta upp" or "Flytta ned". */
export const outlineButtonId = (place: OutlinePlace, button: ItemButton) =>
  `${outlineEntryId(place)}--${button}`;

// Marks a container whose first focusable control is focused in its place (a block's form).
const FOCUS_INSIDE = 'data-focus-inside';

const other = (direction: 'up' | 'down') => (direction === 'up' ? 'down' : 'up');

/**
 * Focus after a change of a block: the new block's first field, the moved block's same button
 * (else its other move button, at an end), or the block that took a removed one's place (the
 * engine's `place`: else the one before it, else the list, whose heading is focused).
 */
export const focusOnBlock =
  (change: ItemChange) =>
  ({ document, place }: OutlineChange<EditorDocument>): FocusTarget | null => {
    if (place === undefined) {
      return null;
    }
    if (place.kind !== 'block') {
      return { ids: [LIST_HEADING_ID] };
    }
    const id = blocksAt(document, place.list)?.[place.block]?.block_id;
    if (id === undefined) {
      return { ids: [LIST_HEADING_ID] };
    }
    if (change === 'add') {
      return { ids: [blockFieldsId(id), blockHeadingId(id)] };
    }
    if (change === 'remove') {
      return { ids: [blockHeadingId(id)] };
    }
    return { ids: [blockButtonId(id, change), blockButtonId(id, other(change))] };
  };

/**
 * Focus after "Flytta till …": the place it went to is shown, with the moved block's heading or
 * the moved page's list focused, so the editor sees where it is now.
 */
export const focusOnMoved = ({ document, place }: OutlineChange<EditorDocument>): FocusTarget | null => {
  if (place === undefined) {
    return null;
  }
  if (place.kind === 'block') {
    const id = blocksAt(document, place.list)?.[place.block]?.block_id;
    return id === undefined ? null : { ids: [blockHeadingId(id)], show: place.list };
  }
  return { ids: [LIST_HEADING_ID], show: place };
};

/**
 * Focus after a change of a chapter, episode or page: a new chapter's or episode's title field
 * (opened), a new page's entry; the moved item's same button (else its other move button); the
 * entry of the item that took a removed one's place, else the one before it, else its chapter or
 * episode ("Presentation" when the last chapter went).
 */
export const focusOnOutline =
  (change: ItemChange) =>
  ({ place }: OutlineChange<EditorDocument>): FocusTarget | null => {
    if (place === undefined) {
      return change === 'remove'
        ? { ids: [outlineEntryId({ kind: 'section', section: 'presentation' })] }
        : null;
    }
    if (place.kind === 'block') {
      return null;
    }
    if (change === 'add') {
      return place.kind === 'chapter' || place.kind === 'episode'
        ? { ids: [OUTLINE_TITLE_ID], show: place }
        : { ids: [outlineEntryId(place)] };
    }
    if (change === 'remove') {
      return { ids: [outlineEntryId(place)] };
    }
    return { ids: [outlineButtonId(place, change), outlineButtonId(place, other(change))] };
  };

const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled), [contenteditable="true"], a[href], [tabindex]:not([tabindex="-1"])';

/** Focuses the first of `ids` that is drawn and enabled; false when none is. */
export function focusFirstOf(ids: readonly string[]): boolean {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element || (element as HTMLButtonElement).disabled) {
      continue;
    }
    const target = element.hasAttribute(FOCUS_INSIDE)
      ? element.querySelector<HTMLElement>(FOCUSABLE)
      : element;
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}
