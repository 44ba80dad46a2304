import { ACCESSIBILITY_STATEMENT_SLUG } from '@jamstalldhet/contract';
import { lazy, Suspense } from 'react';

// One page has it: its code loads with that page, not with every first page (issue 22's budget).
const StatementParts = lazy(async () => ({
  default: (await import('./accessibility-statement/statement-parts')).StatementParts,
}));

/**
 * Parts of the site shown below the blocks of one content page, for what content blocks cannot
 * do (a form the API answers on its own). Keyed by page slug; each loads when its page is shown.
 */
export function SiteComponents({ slug }: { slug: string }) {
  switch (slug) {
    case ACCESSIBILITY_STATEMENT_SLUG:
      // The statement's generated part (issue 40), then the form to report a barrier.
      return (
        <Suspense fallback={null}>
          <StatementParts />
        </Suspense>
      );
    default:
      return null;
  }
}
