import type { Block, Education, Page } from '@jamstalldhet/contract';
import { blockPlace, type DocumentPlace } from './publish-block-checks';
import { publishPlaceWords as words } from './publish-labels';

/** A block with its place in words and keys. */
export interface PlacedBlock {
  block: Block;
  place: DocumentPlace;
}

/** A page a learner sees: its place and its blocks in order. */
export interface PlacedPage extends DocumentPlace {
  blocks: PlacedBlock[];
}

function placedPage(
  components: readonly Block[],
  where: string,
  keys: readonly (string | number)[],
): PlacedPage {
  const blocks = components.map((block, index) => ({
    block,
    place: blockPlace(where, index, block, [...keys, index]),
  }));
  return { where: where || words.wholePage, keys, blocks };
}

function isCourse(document: Education | Page): document is Education {
  return Array.isArray((document as { chapters?: unknown }).chapters);
}

/**
 * The pages of a course or a page, as a learner sees them one at a time: a course's presentation,
 * every page of its chapters, its evaluation and its thank-you page; a page is one page. What the
 * content rules that look at a whole page read (heading order, readability).
 *
 * @example documentPages(course)[1]?.where // 'Kapitel 1, Episod 1, Sida 1'
 */
export function documentPages(document: Education | Page): PlacedPage[] {
  if (!isCourse(document)) {
    return [placedPage(document.components, '', ['components'])];
  }
  const chapterPages = document.chapters.flatMap((chapter, chapterIndex) =>
    chapter.episodes.flatMap((episode, episodeIndex) =>
      episode.components.map((page, pageIndex) =>
        placedPage(
          page,
          `${words.chapter} ${chapterIndex + 1}, ${words.episode} ${episodeIndex + 1}, ${words.page} ${pageIndex + 1}`,
          ['chapters', chapterIndex, 'episodes', episodeIndex, 'components', pageIndex],
        ),
      ),
    ),
  );
  return [
    placedPage(document.presentation.components, words.presentation, ['presentation', 'components']),
    ...chapterPages,
    placedPage(document.evaluation.components, words.evaluation, ['evaluation', 'components']),
    placedPage(document.completed.components, words.thanks, ['completed', 'components']),
  ];
}
