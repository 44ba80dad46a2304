import type { Block, Education } from '@jamstalldhet/contract';

/** The id that progress, component lists and idx ids use for an education. */
export function educationKey(education: Pick<Education, 'id' | 'educationId'>): number {
  return education.educationId ?? education.id;
}

/**
 * Gives chapters and episodes their `idx` ids and fills missing episode `post_id`s (SPEC §4).
 * Indexes are 1-based, like the course URLs: the second chapter of education 12 is `12_2`.
 * Returns a new education; the input is not changed.
 *
 * @example normalizeEducation(education).chapters[0].episodes[1].idx // '12_1_2'
 */
export function normalizeEducation<T extends Education>(education: T): T {
  const key = educationKey(education);
  return {
    ...education,
    chapters: education.chapters.map((chapter, chapterIndex) => ({
      ...chapter,
      idx: `${key}_${chapterIndex + 1}`,
      episodes: chapter.episodes.map((episode, episodeIndex) => ({
        ...episode,
        idx: `${key}_${chapterIndex + 1}_${episodeIndex + 1}`,
        post_id: episode.post_id ?? firstBlock(episode.components)?.post_id,
      })),
    })),
  };
}

function firstBlock(pages: Block[][]): Block | undefined {
  return pages.find((blocks) => blocks.length > 0)?.[0];
}

/** Where a block sits in an education; levels are 1-based like the URLs. */
export interface BlockLocation {
  block: Block;
  chapter: number;
  episode: number;
  page: number;
}

/** Every block of every chapter page, in course order. */
export function chapterBlocks(education: Education): BlockLocation[] {
  const locations: BlockLocation[] = [];
  education.chapters.forEach((chapter, chapterIndex) => {
    chapter.episodes.forEach((episode, episodeIndex) => {
      episode.components.forEach((blocks, pageIndex) => {
        for (const block of blocks) {
          locations.push({
            block,
            chapter: chapterIndex + 1,
            episode: episodeIndex + 1,
            page: pageIndex + 1,
          });
        }
      });
    });
  });
  return locations;
}

/** Whether a course gives a certificate: every course does unless `certificate` is `false` (SPEC §3, §4). */
export function givesCertificate(education: Pick<Education, 'certificate'>): boolean {
  return education.certificate !== false;
}

/** True for blocks whose answers are saved as progress: questions and mandatory blocks. */
export function isAnswerableBlock(block: Pick<Block, 'name' | 'mandatory'>): boolean {
  return block.name.startsWith('question-') || block.mandatory;
}
