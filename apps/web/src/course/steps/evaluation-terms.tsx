import { RichText } from '@jamstalldhet/blocks';
import type { Block } from '@jamstalldhet/contract';
import { useId } from 'react';
import { useSettings } from '../../data/use-settings';

/** The special block id whose text replaces the site's terms for one course (SPEC §3). */
export const EVALUATION_TERMS_BLOCK_ID = 'evaluationTerms';

// SPEC §5: acceptance of the authority's handling of personal data, with the privacy policy.
const DEFAULT_TERMS =
  '<p>Genom att skicka utvärderingen godkänner du att Jämställdhetsmyndigheten behandlar dina svar enligt myndighetens hantering av personuppgifter. Läs mer i vår <a href="/integritetspolicy">integritetspolicy</a>.</p>';

function nonBlank(html: string | undefined): string | undefined {
  return html?.trim() ? html : undefined;
}

/** The terms text of an evaluation: the course's own, else the site's, else the default. */
export function evaluationTermsHtml(blocks: readonly Block[], siteTerms: string | undefined): string {
  const special = blocks.find((block) => block.block_id === EVALUATION_TERMS_BLOCK_ID);
  return nonBlank(special?.html) ?? nonBlank(siteTerms) ?? DEFAULT_TERMS;
}

/** How the evaluation's answers are handled, with the link to the privacy policy. */
export function EvaluationTerms({ blocks }: { blocks: readonly Block[] }) {
  const { settings } = useSettings();
  const headingId = useId();
  return (
    <section className="web-course-step__section web-evaluation-terms" aria-labelledby={headingId}>
      <h2 id={headingId}>Så hanterar vi dina svar</h2>
      <RichText html={evaluationTermsHtml(blocks, settings?.evaluation_terms)} />
    </section>
  );
}
