import type { Block } from '@jamstalldhet/contract';
import { useId } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { RichText } from '../../parts/rich-text';
import { useCourseHost } from '../progress/course-progress-context';

/** The special block id whose text replaces the site's terms for one course (SPEC §3). */
export const EVALUATION_TERMS_BLOCK_ID = 'evaluationTerms';

function nonBlank(html: string | undefined): string | undefined {
  return html?.trim() ? html : undefined;
}

/**
 * The terms text of an evaluation: the course's own, else the site's, else the default (SPEC §5:
 * acceptance of the authority's handling of personal data, with the privacy policy).
 */
export function evaluationTermsHtml(
  blocks: readonly Block[],
  siteTerms: string | undefined,
  defaultTerms: string,
): string {
  const special = blocks.find((block) => block.block_id === EVALUATION_TERMS_BLOCK_ID);
  return nonBlank(special?.html) ?? nonBlank(siteTerms) ?? defaultTerms;
}

/** How the evaluation's answers are handled, with the link to the privacy policy. */
export function EvaluationTerms({ blocks }: { blocks: readonly Block[] }) {
  const { settings } = useBlocks();
  const { labels: t } = useCourseHost();
  const headingId = useId();
  return (
    <section className="jb-course-step__section jb-evaluation-terms" aria-labelledby={headingId}>
      <h2 id={headingId}>{t['course.termsHeading']}</h2>
      <RichText html={evaluationTermsHtml(blocks, settings?.evaluation_terms, t['course.termsDefault'])} />
    </section>
  );
}
