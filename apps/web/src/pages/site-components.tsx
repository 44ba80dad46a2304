import { lazy, Suspense } from 'react';

// One page has it: its code loads with that page, not with every first page (issue 22's budget).
const AccessibilityReport = lazy(async () => ({
  default: (await import('./accessibility-report/accessibility-report')).AccessibilityReport,
}));

/**
 * Parts of the site shown below the blocks of one content page, for what content blocks cannot
 * do (a form the API answers on its own). Keyed by page slug; each loads when its page is shown.
 */
export function SiteComponents({ slug }: { slug: string }) {
  switch (slug) {
    case 'tillganglighetsredogorelse':
      return (
        <Suspense fallback={null}>
          <AccessibilityReport />
        </Suspense>
      );
    default:
      return null;
  }
}
