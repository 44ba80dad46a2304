import type { Block, Education, Page } from '@jamstalldhet/contract';
import { type AnswerCorrectness, answerCorrectness } from './answers';
import { givesCertificate, isAnswerableBlock, normalizeEducation } from './education';

/**
 * What a learner who may not take a course is sent of it: everything that presents it
 * (presentation, header, hero, status, access, dates, taxonomies) and the outline, chapter
 * and episode titles, without a single page, block, evaluation or thank-you section.
 *
 * @example courseOutline(education).chapters[0].episodes[0].components // []
 */
export function courseOutline<T extends Education>(education: T): T {
  // Normalized first: an episode's post id falls back to its first block's, which goes.
  const normalized = normalizeEducation(education);
  return {
    ...normalized,
    chapters: normalized.chapters.map((chapter) => ({
      ...chapter,
      episodes: chapter.episodes.map((episode) => ({ ...episode, components: [] })),
    })),
    evaluation: { ...normalized.evaluation, components: [] },
    completed: { ...normalized.completed, components: [] },
  };
}

// The parts of a question that tell the right answer.
const KEY_FIELDS = ['correct_heading', 'correct_description', 'wrong_heading', 'wrong_description'] as const;

function withoutKey(block: Block): Block {
  if (!block.has_correction || !isAnswerableBlock(block)) {
    return block;
  }
  const copy: Block = { ...block, check_on_server: true };
  for (const field of KEY_FIELDS) {
    delete copy[field];
  }
  if (block.answers) {
    copy.answers = block.answers.map(({ correct: _correct, ...option }) => ({ ...option, correct: false }));
  }
  return copy;
}

/**
 * A course as it is sent to browsers. The answer key of a course that gives a certificate
 * stays on the server (docs/decisions.md, "The answer key"): its graded questions come
 * without `correct` flags and feedback texts, marked `check_on_server`, and the learner's
 * "Rätta svaret" asks the server (`checkAnswers`). Courses without a certificate keep their
 * key, so their feedback needs no call.
 */
export function withoutAnswerKey<T extends Education>(education: T): T {
  if (!givesCertificate(education)) {
    return education;
  }
  return {
    ...education,
    chapters: education.chapters.map((chapter) => ({
      ...chapter,
      episodes: chapter.episodes.map((episode) => ({
        ...episode,
        components: episode.components.map((blocks) => blocks.map(withoutKey)),
      })),
    })),
  };
}

/** The server's answer to one checked question. */
export interface CheckedAnswer {
  block_id: string;
  result: AnswerCorrectness;
  /** The block's feedback for that result, when it has one. */
  heading?: string;
  description?: string;
}

/**
 * Checks answers against a course's key, as the server does for `check_on_server`
 * questions: the result with the block's own feedback texts, nothing about other options.
 * Blocks that are not graded questions of the course's chapters answer `ungraded`.
 */
export function checkAnswers(
  education: Education,
  answers: ReadonlyArray<{ block_id: string; values: readonly string[] }>,
): CheckedAnswer[] {
  const blocks = new Map<string, Block>();
  for (const chapter of education.chapters) {
    for (const episode of chapter.episodes) {
      for (const block of episode.components.flat()) {
        blocks.set(block.block_id, block);
      }
    }
  }
  return answers.map(({ block_id, values }) => {
    const block = blocks.get(block_id);
    const result = block ? answerCorrectness(block, values) : 'ungraded';
    const heading =
      result === 'correct' ? block?.correct_heading : result === 'wrong' ? block?.wrong_heading : undefined;
    const description =
      result === 'correct'
        ? block?.correct_description
        : result === 'wrong'
          ? block?.wrong_description
          : undefined;
    return {
      block_id,
      result,
      ...(heading ? { heading } : {}),
      ...(description ? { description } : {}),
    };
  });
}

/**
 * A course as the page at its address (`GET /api/pages/{slug}`): its presentation's blocks,
 * header and hero, with the course attached.
 */
export function educationPage(education: Education): Page {
  return {
    id: education.id,
    slug: education.slug,
    title: education.title,
    post_type: 'education',
    components: education.presentation.components,
    header: education.header,
    hero: education.hero,
    education,
  };
}
