import type { Education } from '@jamstalldhet/contract';
import { type AnswerCorrectness, chapterBlocks, pagePath, passResult } from '../../engine/index';
import { formatLabel } from '../../i18n/labels';
import { courseLabels } from '../course-labels';

/** A mandatory question that stops the learner from passing, and where to find it. */
export interface BlockingQuestion {
  blockId: string;
  title: string;
  /** Why it stops them. */
  problem: 'unanswered' | 'wrong';
  /** The page the question is on. */
  path: string;
  /** Where that page is, in words: "Kapitel 1, episod 1, sida 2". */
  place: string;
}

/**
 * The questions that keep a learner from passing, by the same pass rule as the server's
 * (the engine's `passResult`), in course order. `checked` holds the server's results for
 * questions sent without their key.
 *
 * @example blockingQuestions(education, answers)[0]?.path // '/kurs/1/1/2'
 */
export function blockingQuestions(
  education: Education,
  answers: ReadonlyMap<string, readonly string[]>,
  checked?: ReadonlyMap<string, AnswerCorrectness>,
  t: Pick<typeof courseLabels, 'course.sorryUntitled' | 'course.sorryPlace'> = courseLabels,
): BlockingQuestion[] {
  const { unanswered, wrong } = passResult(education, answers, checked);
  const questions: BlockingQuestion[] = [];
  for (const { block, chapter, episode, page } of chapterBlocks(education)) {
    const problem = unanswered.includes(block.block_id)
      ? 'unanswered'
      : wrong.includes(block.block_id)
        ? 'wrong'
        : null;
    if (problem) {
      questions.push({
        blockId: block.block_id,
        title: block.title?.trim() || t['course.sorryUntitled'],
        problem,
        path: pagePath(education.slug, chapter, episode, page),
        place: formatLabel(t['course.sorryPlace'], { chapter, episode, page }),
      });
    }
  }
  return questions;
}
