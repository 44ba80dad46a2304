import { AccessibilityReport } from './accessibility-report/accessibility-report';

/**
 * Parts of the site shown below the blocks of one content page, for what content blocks cannot
 * do (a form the API answers on its own). Keyed by page slug.
 */
export function SiteComponents({ slug }: { slug: string }) {
  switch (slug) {
    case 'tillganglighetsredogorelse':
      return <AccessibilityReport />;
    default:
      return null;
  }
}
