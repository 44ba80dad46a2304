import type { Block, Education, Page } from '@jamstalldhet/contract';
import { isCourse } from '../editor-types';

/** One page of a document as "Visa" shows it: its name and its blocks. */
export interface VersionPage {
  key: string;
  title: string;
  blocks: readonly Block[];
  part: 'normal' | 'evaluation';
}

/**
 * Every page of a version in the order a learner meets them: a course's presentation, its
 * chapters' pages, evaluation and thank-you page; a page's blocks as one.
 */
export function versionPages(document: Education | Page): VersionPage[] {
  if (!isCourse(document)) {
    return [{ key: 'page', title: 'Sidans block', blocks: document.components ?? [], part: 'normal' }];
  }
  const pages: VersionPage[] = [
    { key: 'presentation', title: 'Presentation', blocks: document.presentation.components, part: 'normal' },
  ];
  document.chapters.forEach((chapter, chapterIndex) => {
    chapter.episodes.forEach((episode, episodeIndex) => {
      episode.components.forEach((blocks, pageIndex) => {
        pages.push({
          key: `${chapterIndex}-${episodeIndex}-${pageIndex}`,
          title: `Kapitel ${chapterIndex + 1} (${chapter.title}), Episod ${episodeIndex + 1} (${episode.title}), Sida ${pageIndex + 1}`,
          blocks,
          part: 'normal',
        });
      });
    });
  });
  pages.push(
    { key: 'evaluation', title: 'Utvärdering', blocks: document.evaluation.components, part: 'evaluation' },
    { key: 'completed', title: 'Tacksida', blocks: document.completed.components, part: 'normal' },
  );
  return pages;
}
