import type { Education } from '@jamstalldhet/contract';
import { chapterBlocks, isAnswerableBlock } from './education';
import { type EvaluationQuestion, questionOf } from './evaluation-questions';

// What the statistics' "Frågor" and "Var slutar deltagarna?" count in a course (issue 37): its
// questions and its pages, in the order a learner meets them.

/** A question of a course's chapters, with the page it is on and whether it is graded. */
export type CourseQuestion = EvaluationQuestion & {
  /** The page's key (`coursePageKey`). */
  page: string;
  /** Graded: a choice question with `has_correction` and a right option, so it can be right. */
  graded: boolean;
  /** The ids of its right options (none when it is not graded). */
  rightOptions: readonly string[];
};

/** A page of a course's chapters. */
export interface CoursePage {
  /** `chapter/episode/page`, 1-based, as the page's address numbers it: `1/2/1`. */
  key: string;
  /** The chapter's and episode's titles and the page's number: "Kapitel · Avsnitt, sida 2". */
  title: string;
}

/** A page's key: its place in the course as its address numbers it (`1/2/1`). */
export function coursePageKey(chapter: number, episode: number, page: number): string {
  return `${chapter}/${episode}/${page}`;
}

/** The longest page key the API takes (`999/999/999`). */
export const COURSE_PAGE_KEY_PATTERN = /^[1-9]\d{0,2}\/[1-9]\d{0,2}\/[1-9]\d{0,2}$/;

/**
 * Every question of a course's chapters in order (the evaluation's are `evaluationQuestions`).
 *
 * @example courseQuestions(course).filter((question) => question.graded)
 */
export function courseQuestions(education: Education): CourseQuestion[] {
  return chapterBlocks(education)
    .filter(({ block }) => isAnswerableBlock(block) && block.name.startsWith('question-'))
    .map(({ block, chapter, episode, page }) => {
      const question = questionOf(block);
      // It checks, and has a right option to choose: an answer can be right.
      const graded =
        question.kind === 'choice' &&
        block.has_correction &&
        (block.answers ?? []).some((option) => option.correct);
      const rightOptions = graded
        ? (block.answers ?? []).filter((option) => option.correct).map((option) => option.id)
        : [];
      return { ...question, page: coursePageKey(chapter, episode, page), graded, rightOptions };
    });
}

/**
 * Every page of a course's chapters in order, keyed by its place.
 *
 * @example coursePages(course)[0] // { key: '1/1/1', title: 'Inledning · Varför?, sida 1' }
 */
export function coursePages(education: Pick<Education, 'chapters'>): CoursePage[] {
  return education.chapters.flatMap((chapter, chapterIndex) =>
    chapter.episodes.flatMap((episode, episodeIndex) =>
      episode.components.map((_, pageIndex) => ({
        key: coursePageKey(chapterIndex + 1, episodeIndex + 1, pageIndex + 1),
        title: `${chapter.title} · ${episode.title}, sida ${pageIndex + 1}`,
      })),
    ),
  );
}
