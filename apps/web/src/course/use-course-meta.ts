import type { CourseStepMeta } from '@jamstalldhet/blocks/course';
import { headerMeta } from '../meta/page-meta';
import { useDocumentMeta } from '../meta/use-document-meta';
import { useShowContent } from '../site/current-content';

/**
 * The head of a page inside a course, for the player's `useStepMeta`: the document title and
 * share tags of the education's header with the step's suffix (' Kapitel 2 Episod 1', ' - Tack',
 * SPEC §2) in the words of the player's labels, and for administrators the edit links of the
 * part shown (SPEC §6).
 */
export function useCourseMeta({ education, step, titleTexts, section, episodePostId }: CourseStepMeta): void {
  useDocumentMeta({ ...headerMeta(education.title, education.header), step, stepTexts: titleTexts });
  useShowContent({ education, section, episodePostId });
}
