import { type EditorDocument, isCourse } from './editor-types';
import { type EditorSelection, selectionExists } from './outline/selection';

/*
 * The selected part of a document in the editor's address (`?del=…`, issue 36), so a reload and
 * Back from "Förhandsgranska som deltagare" return to it, and the edit links above a page open
 * the editor at the part they were on.
 */

const SECTIONS = ['presentation', 'evaluation', 'completed'] as const;
const PLACE = /^kapitel-(\d+)(?:-episod-(\d+)(?:-sida-(\d+))?)?$/;

/**
 * The `del` of a selection: `presentation`, `kapitel-2`, `kapitel-2-episod-1-sida-3`; null for
 * the document's own settings.
 */
export function partOfSelection(selection: EditorSelection): string | null {
  switch (selection.kind) {
    case 'section':
      return selection.section;
    case 'chapter':
      return `kapitel-${selection.chapter + 1}`;
    case 'episode':
      return `kapitel-${selection.chapter + 1}-episod-${selection.episode + 1}`;
    case 'page':
      return `kapitel-${selection.chapter + 1}-episod-${selection.episode + 1}-sida-${selection.page + 1}`;
    default:
      return null;
  }
}

/**
 * The selection a `del` names in a course, if it is there: what {@link partOfSelection} writes,
 * or an edit link's `episod-{post id}` (the episode's first page).
 */
export function placeOfPart(document: EditorDocument, part: string): EditorSelection | null {
  if (!isCourse(document)) {
    return null;
  }
  if ((SECTIONS as readonly string[]).includes(part)) {
    return { kind: 'section', section: part as (typeof SECTIONS)[number] };
  }
  const postId = /^episod-(\d+)$/.exec(part)?.[1];
  if (postId !== undefined) {
    for (const [chapter, entry] of document.chapters.entries()) {
      const episode = entry.episodes.findIndex((item) => String(item.post_id) === postId);
      if (episode >= 0) {
        return { kind: 'page', chapter, episode, page: 0 };
      }
    }
    return null;
  }
  const match = PLACE.exec(part);
  if (!match) {
    return null;
  }
  const [chapter, episode, page] = match
    .slice(1)
    .map((number) => (number === undefined ? undefined : Number(number) - 1));
  const place: EditorSelection =
    episode === undefined
      ? { kind: 'chapter', chapter: chapter ?? 0 }
      : page === undefined
        ? { kind: 'episode', chapter: chapter ?? 0, episode }
        : { kind: 'page', chapter: chapter ?? 0, episode, page };
  return selectionExists(document, place) ? place : null;
}
