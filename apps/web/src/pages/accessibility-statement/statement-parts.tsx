import { AccessibilityReport } from '../accessibility-report/accessibility-report';
import { AccessibilityStatus } from './accessibility-status';

/**
 * What the accessibility statement's page shows under its own text: the generated part (issue
 * 40), then the form to report a barrier. One module, loaded with that page only, so the server's
 * render and the browser's draw them in one step, with the same ids.
 */
export function StatementParts() {
  return (
    <>
      <AccessibilityStatus />
      <AccessibilityReport />
    </>
  );
}
