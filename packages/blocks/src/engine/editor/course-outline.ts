import { type Block, type Chapter, courseBlocks, type Education, type Page } from '@jamstalldhet/contract';
import type { BlockName } from '../../blocks/block-catalog';
import { duplicateBlock } from './block-identity';
import { outlineTexts as texts } from './course-outline-labels';
import { blockPlace } from './publish-block-checks';
import { BLOCK_KIND_NAMES, publishPlaceWords as words } from './publish-labels';

/** The parts of a course that are one list of blocks each. */
export type CourseSection = 'presentation' | 'evaluation' | 'completed';

/** Indexes are 0-based everywhere here; only the words count from 1. */
export interface SectionPlace {
  kind: 'section';
  section: CourseSection;
}
export interface ChapterPlace {
  kind: 'chapter';
  chapter: number;
}
export interface EpisodePlace {
  kind: 'episode';
  chapter: number;
  episode: number;
}
/** A page of an episode: `page` indexes the episode's `components`. */
export interface PagePlace {
  kind: 'page';
  chapter: number;
  episode: number;
  page: number;
}
/** The blocks of a page document (`Page.components`), not a page of a course. */
export interface PageDocumentPlace {
  kind: 'page-document';
}
/** Where a list of blocks is. */
export type BlockListPlace = SectionPlace | PagePlace | PageDocumentPlace;
/** Any item of the outline an editor can point at, blocks aside. */
export type OutlinePlace = SectionPlace | ChapterPlace | EpisodePlace | PagePlace | PageDocumentPlace;
/** One block: its list and its index in it. */
export interface BlockPlace {
  kind: 'block';
  list: BlockListPlace;
  block: number;
}
export type MoveDirection = 'up' | 'down';
/** A course, or a page (a room is a page). */
export type OutlineDocument = Education | Page;

/** What an outline operation gives back: never the input changed, always something to announce. */
export interface OutlineChange<D extends OutlineDocument> {
  /** The new document; the input itself when nothing changed. */
  document: D;
  /** False at an edge (first item moved up) or when the place is gone: the reason is announced. */
  changed: boolean;
  /** A Swedish sentence for a polite live region. */
  announcement: string;
  /**
   * Where focus should go: the item added, moved or copied, or after a removal the item that took
   * its place (else the one before it, else its container). Absent when there is none.
   */
  place?: OutlinePlace | BlockPlace;
}

const SECTION_WORDS: Readonly<Record<CourseSection, string>> = {
  presentation: words.presentation,
  evaluation: words.evaluation,
  completed: words.thanks,
};

/**
 * A place in the words publish problems use, for announcements.
 *
 * @example outlinePlaceWords({ kind: 'page', chapter: 1, episode: 0, page: 2 }) // 'Kapitel 2, Episod 1, Sida 3'
 */
export function outlinePlaceWords(place: OutlinePlace): string {
  switch (place.kind) {
    case 'section':
      return SECTION_WORDS[place.section];
    case 'chapter':
      return `${words.chapter} ${place.chapter + 1}`;
    case 'episode':
      return `${words.chapter} ${place.chapter + 1}, ${words.episode} ${place.episode + 1}`;
    case 'page':
      return `${words.chapter} ${place.chapter + 1}, ${words.episode} ${place.episode + 1}, ${words.page} ${place.page + 1}`;
    case 'page-document':
      return texts.pageDocument;
    default:
      return place satisfies never;
  }
}

// What follows "på": a course's list by its name, a page document's as 'sidan'.
function onListWords(list: BlockListPlace): string {
  return list.kind === 'page-document' ? texts.onPageDocument : outlinePlaceWords(list);
}

function blockWords(list: BlockListPlace, index: number, block: Block): string {
  return blockPlace(list.kind === 'page-document' ? '' : outlinePlaceWords(list), index, block, []).where;
}

// What editors call a block's kind ('Text', 'Video'); a name the editor does not know is shown as is.
function blockKind(block: Block): string {
  return Object.hasOwn(BLOCK_KIND_NAMES, block.name) ? BLOCK_KIND_NAMES[block.name as BlockName] : block.name;
}

/**
 * A block's place in words, as a publish problem names it; undefined when there is no block.
 *
 * @example blockPlaceWords(course, { kind: 'block', list: page, block: 3 }) // 'Kapitel 2, Episod 1, Sida 3, block 4 (Video)'
 */
export function blockPlaceWords(document: OutlineDocument, place: BlockPlace): string | undefined {
  const found = blockAt(document, place);
  return found === undefined ? undefined : blockWords(place.list, place.block, found.block);
}

// ---- Reading and replacing, without touching the input ----

function isCourse(document: OutlineDocument): document is Education {
  return Array.isArray((document as Education).chapters);
}

function isIndex(list: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < list.length;
}

function replaced<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((entry, position) => (position === index ? item : entry));
}

function inserted<T>(list: readonly T[], index: number, item: T): T[] {
  return [...list.slice(0, index), item, ...list.slice(index)];
}

function without<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

function chapterAt(document: OutlineDocument, chapter: number): Chapter | undefined {
  return isCourse(document) && isIndex(document.chapters, chapter) ? document.chapters[chapter] : undefined;
}

function episodeAt(document: OutlineDocument, chapter: number, episode: number) {
  const found = chapterAt(document, chapter);
  return found && isIndex(found.episodes, episode) ? found.episodes[episode] : undefined;
}

/** The blocks of a list (a section, a page of a course, a page document); undefined when it is gone. */
export function blocksAt(document: OutlineDocument, list: BlockListPlace): readonly Block[] | undefined {
  switch (list.kind) {
    case 'section':
      return isCourse(document) ? document[list.section].components : undefined;
    case 'page': {
      const pages = episodeAt(document, list.chapter, list.episode)?.components;
      return pages && isIndex(pages, list.page) ? pages[list.page] : undefined;
    }
    case 'page-document':
      return isCourse(document) ? undefined : document.components;
    default:
      return list satisfies never;
  }
}

function withChapter(education: Education, index: number, chapter: Chapter): Education {
  return { ...education, chapters: replaced(education.chapters, index, chapter) };
}

function withEpisodes(education: Education, chapter: number, episodes: Chapter['episodes']): Education {
  const found = education.chapters[chapter] as Chapter;
  return withChapter(education, chapter, { ...found, episodes });
}

// `place` is the episode's, or a page's in it.
function withPages(education: Education, place: Omit<EpisodePlace, 'kind'>, pages: Block[][]): Education {
  const chapter = education.chapters[place.chapter] as Chapter;
  const episode = chapter.episodes[place.episode] as Chapter['episodes'][number];
  return withEpisodes(
    education,
    place.chapter,
    replaced(chapter.episodes, place.episode, { ...episode, components: pages }),
  );
}

// Only called where blocksAt found the list, so the document has it.
function withBlocks<D extends OutlineDocument>(document: D, list: BlockListPlace, blocks: Block[]): D {
  switch (list.kind) {
    case 'section': {
      const education = document as Education;
      return { ...education, [list.section]: { ...education[list.section], components: blocks } } as D;
    }
    case 'page': {
      const education = document as Education;
      const episode = episodeAt(education, list.chapter, list.episode);
      return withPages(education, list, replaced(episode?.components ?? [], list.page, blocks)) as D;
    }
    case 'page-document':
      return { ...document, components: blocks };
    default:
      return list satisfies never;
  }
}

function unchanged<D extends OutlineDocument>(document: D, announcement: string): OutlineChange<D> {
  return { document, changed: false, announcement };
}

function missing<D extends OutlineDocument>(document: D): OutlineChange<D> {
  return unchanged(document, texts.missing);
}

// The index an item moves to, or undefined at the edge.
function target(list: readonly unknown[], index: number, direction: MoveDirection): number | undefined {
  const to = direction === 'up' ? index - 1 : index + 1;
  return to >= 0 && to < list.length ? to : undefined;
}

function swapped<T>(list: readonly T[], index: number, to: number): T[] {
  return list.map((entry, position) => {
    if (position === index) {
      return list[to] as T;
    }
    return position === to ? (list[index] as T) : entry;
  });
}

// The index focus goes to after removing `index` from a list of `length`: the next item moved
// into its place, else the one before, else none.
function afterRemoval(index: number, length: number): number | undefined {
  if (index < length - 1) {
    return index;
  }
  return index > 0 ? index - 1 : undefined;
}

// ---- Chapters, episodes and pages ----

/**
 * A new chapter at the end, with one episode (named like the chapter) of one empty page: the
 * editor can add a block at once, and the publish checks still say "Sidan har inga block" until
 * one is added. An empty chapter, as Open edX Studio makes, would be three clicks from holding
 * anything and could never be published as it is.
 *
 * @example addChapter(course, 'Lagen').announcement // 'Kapitel 3 lades till.'
 */
export function addChapter(education: Education, title: string): OutlineChange<Education> {
  const chapter: Chapter = { title, episodes: [{ title, components: [[]] }] };
  const place: ChapterPlace = { kind: 'chapter', chapter: education.chapters.length };
  return {
    document: { ...education, chapters: [...education.chapters, chapter] },
    changed: true,
    announcement: texts.added(outlinePlaceWords(place)),
    place,
  };
}

/**
 * A new episode at the end of a chapter, with one empty page for the same reason as
 * {@link addChapter}.
 *
 * @example addEpisode(course, { kind: 'chapter', chapter: 0 }, 'Aktiva åtgärder').announcement // 'Kapitel 1, Episod 3 lades till.'
 */
export function addEpisode(education: Education, at: ChapterPlace, title: string): OutlineChange<Education> {
  const chapter = chapterAt(education, at.chapter);
  if (chapter === undefined) {
    return missing(education);
  }
  const place: EpisodePlace = { kind: 'episode', chapter: at.chapter, episode: chapter.episodes.length };
  return {
    document: withEpisodes(education, at.chapter, [...chapter.episodes, { title, components: [[]] }]),
    changed: true,
    announcement: texts.added(outlinePlaceWords(place)),
    place,
  };
}

/**
 * A new empty page at the end of an episode.
 *
 * @example addPage(course, { kind: 'episode', chapter: 0, episode: 0 }).announcement // 'Kapitel 1, Episod 1, Sida 3 lades till.'
 */
export function addPage(education: Education, at: EpisodePlace): OutlineChange<Education> {
  const episode = episodeAt(education, at.chapter, at.episode);
  if (episode === undefined) {
    return missing(education);
  }
  const place: PagePlace = { ...at, kind: 'page', page: episode.components.length };
  return {
    document: withPages(education, at, [...episode.components, []]),
    changed: true,
    announcement: texts.added(outlinePlaceWords(place)),
    place,
  };
}

/**
 * The course without a chapter. The editor asks first, and says how many learners answered its
 * blocks ({@link blockIdsIn}); their answers are kept by block id whatever is removed.
 *
 * @example removeChapter(course, { kind: 'chapter', chapter: 1 }).announcement // 'Kapitel 2 togs bort.'
 */
export function removeChapter(education: Education, at: ChapterPlace): OutlineChange<Education> {
  if (chapterAt(education, at.chapter) === undefined) {
    return missing(education);
  }
  const focus = afterRemoval(at.chapter, education.chapters.length);
  return {
    document: { ...education, chapters: without(education.chapters, at.chapter) },
    changed: true,
    announcement: texts.removed(outlinePlaceWords(at)),
    ...(focus === undefined ? {} : { place: { kind: 'chapter', chapter: focus } }),
  };
}

/** The course without an episode; focus goes to a neighbour or else its chapter. */
export function removeEpisode(education: Education, at: EpisodePlace): OutlineChange<Education> {
  const chapter = chapterAt(education, at.chapter);
  if (chapter === undefined || !isIndex(chapter.episodes, at.episode)) {
    return missing(education);
  }
  const focus = afterRemoval(at.episode, chapter.episodes.length);
  return {
    document: withEpisodes(education, at.chapter, without(chapter.episodes, at.episode)),
    changed: true,
    announcement: texts.removed(outlinePlaceWords(at)),
    place:
      focus === undefined
        ? { kind: 'chapter', chapter: at.chapter }
        : { kind: 'episode', chapter: at.chapter, episode: focus },
  };
}

/** The course without a page of an episode; focus goes to a neighbour or else its episode. */
export function removePage(education: Education, at: PagePlace): OutlineChange<Education> {
  const episode = episodeAt(education, at.chapter, at.episode);
  if (episode === undefined || !isIndex(episode.components, at.page)) {
    return missing(education);
  }
  const focus = afterRemoval(at.page, episode.components.length);
  const episodePlace: EpisodePlace = { kind: 'episode', chapter: at.chapter, episode: at.episode };
  return {
    document: withPages(education, episodePlace, without(episode.components, at.page)),
    changed: true,
    announcement: texts.removed(outlinePlaceWords(at)),
    place: focus === undefined ? episodePlace : { ...at, page: focus },
  };
}

function moved(
  item: keyof typeof texts.itemNoun,
  where: string,
  direction: MoveDirection,
  to: number,
): { changed: true; announcement: string } {
  return {
    changed: true,
    announcement: texts.moved(where, texts.direction[direction], `${texts.itemNoun[item]} ${to + 1}`),
  };
}

function atEdge<D extends OutlineDocument>(
  document: D,
  item: keyof typeof texts.itemSubject,
  direction: MoveDirection,
): OutlineChange<D> {
  return unchanged(document, texts.cannotMove(texts.itemSubject[item], texts.direction[direction]));
}

/**
 * A chapter one step up or down; at the first or last place it stays, and the answer says so.
 *
 * @example moveChapter(course, { kind: 'chapter', chapter: 1 }, 'up').announcement // 'Kapitel 2 flyttades upp och är nu kapitel 1.'
 */
export function moveChapter(
  education: Education,
  at: ChapterPlace,
  direction: MoveDirection,
): OutlineChange<Education> {
  if (chapterAt(education, at.chapter) === undefined) {
    return missing(education);
  }
  const to = target(education.chapters, at.chapter, direction);
  if (to === undefined) {
    return atEdge(education, 'chapter', direction);
  }
  return {
    document: { ...education, chapters: swapped(education.chapters, at.chapter, to) },
    ...moved('chapter', outlinePlaceWords(at), direction, to),
    place: { kind: 'chapter', chapter: to },
  };
}

/** An episode one step up or down within its chapter, like {@link moveChapter}. */
export function moveEpisode(
  education: Education,
  at: EpisodePlace,
  direction: MoveDirection,
): OutlineChange<Education> {
  const chapter = chapterAt(education, at.chapter);
  if (chapter === undefined || !isIndex(chapter.episodes, at.episode)) {
    return missing(education);
  }
  const to = target(chapter.episodes, at.episode, direction);
  if (to === undefined) {
    return atEdge(education, 'episode', direction);
  }
  return {
    document: withEpisodes(education, at.chapter, swapped(chapter.episodes, at.episode, to)),
    ...moved('episode', outlinePlaceWords(at), direction, to),
    place: { ...at, episode: to },
  };
}

/** A page one step up or down within its episode, like {@link moveChapter}. */
export function movePage(
  education: Education,
  at: PagePlace,
  direction: MoveDirection,
): OutlineChange<Education> {
  const episode = episodeAt(education, at.chapter, at.episode);
  if (episode === undefined || !isIndex(episode.components, at.page)) {
    return missing(education);
  }
  const to = target(episode.components, at.page, direction);
  if (to === undefined) {
    return atEdge(education, 'page', direction);
  }
  const episodePlace: EpisodePlace = { kind: 'episode', chapter: at.chapter, episode: at.episode };
  return {
    document: withPages(education, episodePlace, swapped(episode.components, at.page, to)),
    ...moved('page', outlinePlaceWords(at), direction, to),
    place: { ...at, page: to },
  };
}

// ---- Blocks, in a course or on a page ----

// The block at a place with the list it is in; undefined when either is gone.
function blockAt(document: OutlineDocument, at: BlockPlace) {
  const blocks = blocksAt(document, at.list);
  const block = blocks?.[at.block];
  return blocks === undefined || block === undefined ? undefined : { blocks, block };
}

function documentBlocks(document: OutlineDocument): Block[] {
  return isCourse(document) ? courseBlocks(document) : document.components;
}

/**
 * A block added to a list, at `index` (the end by default). A block whose id the document
 * already has (pasted twice) goes in as a copy with new ids: one id names one block, since
 * learners' answers are stored by it.
 *
 * @example addBlock(course, page, textBlock).announcement // 'Blocket Text lades till på Kapitel 1, Episod 1, Sida 1.'
 */
export function addBlock<D extends OutlineDocument>(
  document: D,
  list: BlockListPlace,
  block: Block,
  index?: number,
): OutlineChange<D> {
  const blocks = blocksAt(document, list);
  const at = index ?? blocks?.length ?? 0;
  if (blocks === undefined || !Number.isInteger(at) || at < 0 || at > blocks.length) {
    return missing(document);
  }
  const taken = documentBlocks(document).some((other) => other.block_id === block.block_id);
  const added = taken ? duplicateBlock(block) : block;
  return {
    document: withBlocks(document, list, inserted(blocks, at, added)),
    changed: true,
    announcement: texts.blockAdded(blockKind(added), onListWords(list)),
    place: { kind: 'block', list, block: at },
  };
}

/**
 * A copy of a block right after it, with new block and option ids (`duplicateBlock`).
 *
 * @example duplicateBlockAt(course, place).announcement // 'En kopia av Kapitel 1, Episod 1, Sida 1, block 1 (Text) lades till som block 2.'
 */
export function duplicateBlockAt<D extends OutlineDocument>(document: D, at: BlockPlace): OutlineChange<D> {
  const found = blockAt(document, at);
  if (found === undefined) {
    return missing(document);
  }
  const { blocks, block } = found;
  return {
    document: withBlocks(document, at.list, inserted(blocks, at.block + 1, duplicateBlock(block))),
    changed: true,
    announcement: texts.blockCopied(blockWords(at.list, at.block, block), at.block + 2),
    place: { ...at, block: at.block + 1 },
  };
}

/**
 * A block replaced by its edited form. It keeps the `block_id` it had: a form edits what a block
 * says, never which block it is (learners' answers are stored by the id).
 *
 * @example updateBlock(course, place, { ...block, html: '<p>Ny text</p>' }).announcement // 'Kapitel 1, Episod 1, Sida 1, block 1 (Text) ändrades.'
 */
export function updateBlock<D extends OutlineDocument>(
  document: D,
  at: BlockPlace,
  block: Block,
): OutlineChange<D> {
  const found = blockAt(document, at);
  if (found === undefined) {
    return missing(document);
  }
  const { blocks, block: current } = found;
  const edited = { ...block, block_id: current.block_id };
  return {
    document: withBlocks(document, at.list, replaced(blocks, at.block, edited)),
    changed: true,
    announcement: texts.blockChanged(blockWords(at.list, at.block, edited)),
    place: at,
  };
}

/** A list without one block; focus goes to a neighbour, or else to the list. */
export function removeBlock<D extends OutlineDocument>(document: D, at: BlockPlace): OutlineChange<D> {
  const found = blockAt(document, at);
  if (found === undefined) {
    return missing(document);
  }
  const { blocks, block } = found;
  const focus = afterRemoval(at.block, blocks.length);
  return {
    document: withBlocks(document, at.list, without(blocks, at.block)),
    changed: true,
    announcement: texts.removed(blockWords(at.list, at.block, block)),
    place: focus === undefined ? at.list : { ...at, block: focus },
  };
}

/**
 * A block one step up or down in its list, like {@link moveChapter}; it keeps its id.
 *
 * @example moveBlock(page, { kind: 'block', list: { kind: 'page-document' }, block: 1 }, 'up').announcement // 'Block 2 (Bild) flyttades upp och är nu block 1.'
 */
export function moveBlock<D extends OutlineDocument>(
  document: D,
  at: BlockPlace,
  direction: MoveDirection,
): OutlineChange<D> {
  const found = blockAt(document, at);
  if (found === undefined) {
    return missing(document);
  }
  const { blocks, block } = found;
  const to = target(blocks, at.block, direction);
  if (to === undefined) {
    return atEdge(document, 'block', direction);
  }
  return {
    document: withBlocks(document, at.list, swapped(blocks, at.block, to)),
    ...moved('block', blockWords(at.list, at.block, block), direction, to),
    place: { ...at, block: to },
  };
}

// Whether two lists are one: blocks moved "to" their own list stay where they are.
function sameList(one: BlockListPlace, other: BlockListPlace): boolean {
  return outlinePlaceWords(one) === outlinePlaceWords(other);
}

/**
 * A block moved to the end of another list ("Flytta till …", issue 36), keeping its id, so
 * learners' answers follow it. Between a question of the evaluation and a page it is refused:
 * an evaluation answer is another kind of answer (`part`).
 *
 * @example moveBlockTo(course, place, { kind: 'page', chapter: 1, episode: 0, page: 0 }).announcement
 * // 'Kapitel 1, Episod 1, Sida 1, block 2 (Text) flyttades till Kapitel 2, Episod 1, Sida 1.'
 */
export function moveBlockTo(
  education: Education,
  at: BlockPlace,
  to: BlockListPlace,
): OutlineChange<Education> {
  const found = blockAt(education, at);
  const target = blocksAt(education, to);
  if (found === undefined || target === undefined) {
    return missing(education);
  }
  const isEvaluation = (list: BlockListPlace) => list.kind === 'section' && list.section === 'evaluation';
  if (sameList(at.list, to) || isEvaluation(at.list) !== isEvaluation(to)) {
    return unchanged(education, texts.cannotMoveThere);
  }
  const { blocks, block } = found;
  const without_ = withBlocks(education, at.list, without(blocks, at.block));
  const moved_ = withBlocks(without_, to, [...(blocksAt(without_, to) ?? []), block]);
  return {
    document: moved_,
    changed: true,
    announcement: texts.movedTo(blockWords(at.list, at.block, block), outlinePlaceWords(to)),
    place: { kind: 'block', list: to, block: target.length },
  };
}

/**
 * A page moved to the end of another episode ("Flytta till …"), with its blocks and their ids.
 *
 * @example movePageTo(course, { kind: 'page', chapter: 0, episode: 0, page: 1 }, { kind: 'episode', chapter: 1, episode: 0 }).announcement
 * // 'Kapitel 1, Episod 1, Sida 2 flyttades till Kapitel 2, Episod 1.'
 */
export function movePageTo(education: Education, at: PagePlace, to: EpisodePlace): OutlineChange<Education> {
  const from = episodeAt(education, at.chapter, at.episode);
  const target = episodeAt(education, to.chapter, to.episode);
  if (from === undefined || target === undefined || !isIndex(from.components, at.page)) {
    return missing(education);
  }
  if (at.chapter === to.chapter && at.episode === to.episode) {
    return unchanged(education, texts.cannotMoveThere);
  }
  const page = from.components[at.page] as Block[];
  const without_ = withPages(education, at, without(from.components, at.page));
  const moved_ = withPages(without_, to, [
    ...(episodeAt(without_, to.chapter, to.episode)?.components ?? []),
    page,
  ]);
  return {
    document: moved_,
    changed: true,
    announcement: texts.movedTo(outlinePlaceWords(at), outlinePlaceWords(to)),
    place: { kind: 'page', chapter: to.chapter, episode: to.episode, page: target.components.length },
  };
}

/**
 * Every block id under a place (a chapter, an episode, a page, a section, a page document or one
 * block), so the editor can ask how many learners answered there before "Ta bort".
 *
 * @example blockIdsIn(course, { kind: 'chapter', chapter: 0 }) // ['b-7kq2mxr4tw9a', …]
 */
export function blockIdsIn(document: OutlineDocument, place: OutlinePlace | BlockPlace): string[] {
  switch (place.kind) {
    case 'chapter':
      return (chapterAt(document, place.chapter)?.episodes ?? []).flatMap((episode) =>
        episode.components.flat().map((block) => block.block_id),
      );
    case 'episode':
      return (episodeAt(document, place.chapter, place.episode)?.components ?? [])
        .flat()
        .map((block) => block.block_id);
    case 'block': {
      const found = blockAt(document, place);
      return found === undefined ? [] : [found.block.block_id];
    }
    default:
      return (blocksAt(document, place) ?? []).map((block) => block.block_id);
  }
}
