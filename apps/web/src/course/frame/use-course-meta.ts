import type { TitleStep } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import { type EducationSection, useShowContent } from '../../app/current-content';
import { headerMeta } from '../../meta/page-meta';
import { useDocumentMeta } from '../../meta/use-document-meta';

/**
 * The document title and share tags of a page inside a course: the education's header with
 * the step's suffix (' Kapitel 2 Episod 1', ' - Tack', SPEC §2), and for administrators the
 * edit links of the part shown (SPEC §6).
 */
export function useCourseMeta(
  education: Education,
  step: TitleStep | undefined,
  shown: { section?: EducationSection | undefined; episodePostId?: number | undefined } = {},
): void {
  useDocumentMeta({ ...headerMeta(education.title, education.header), step });
  useShowContent({ education, section: shown.section, episodePostId: shown.episodePostId });
}
