import type { Block } from './block';
import { type Education, EducationSchema } from './education';

/**
 * Every block of a course in course order: presentation, chapter pages, evaluation, thank-you
 * page. Learners' answers are saved by block id across all of them.
 */
export function courseBlocks(education: Education): Block[] {
  return [
    ...education.presentation.components,
    ...education.chapters.flatMap((chapter) =>
      chapter.episodes.flatMap((episode) => episode.components.flat()),
    ),
    ...education.evaluation.components,
    ...education.completed.components,
  ];
}

/**
 * The ids that more than one block of `blocks` carries, each once, in the order they repeat.
 *
 * @example repeatedIds(['a', 'b', 'a']) // ['a']
 */
export function repeatedIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) {
      repeated.add(id);
    }
    seen.add(id);
  }
  return [...repeated];
}

/**
 * A course as it may be published: block ids unique across the whole course, evaluation and
 * thank-you page included, and option ids unique within each question, because learners'
 * answers and the answer key are stored by them. Content read from elsewhere is parsed with the
 * lenient `EducationSchema`; the API's publish and import use this one.
 */
export const PublishableEducationSchema = EducationSchema.superRefine((education, context) => {
  for (const id of repeatedIds(courseBlocks(education).map((block) => block.block_id))) {
    context.addIssue({
      code: 'custom',
      message: `Block-id:t ${id} används av flera block`,
      path: ['chapters'],
    });
  }
  for (const block of courseBlocks(education)) {
    for (const id of repeatedIds((block.answers ?? []).map((option) => option.id))) {
      context.addIssue({
        code: 'custom',
        message: `Svarsalternativets id ${id} används två gånger i block ${block.block_id}`,
        path: ['chapters'],
      });
    }
  }
});
