import { formatLabel } from '@jamstalldhet/blocks';
import { isSafeRedirectPath } from '@jamstalldhet/blocks/engine';
import { useId } from 'react';
import { useSearch } from 'wouter';
import { ReportForm } from './report-form';
import { reportTexts } from './report-texts';
import { useReportForm } from './use-report-form';
import './accessibility-report.css';

/** The page a visitor came from, as `?sida=/path` in the address; only a safe local path. */
function pageFromQuery(search: string): string {
  const page = new URLSearchParams(search).get('sida');
  return isSafeRedirectPath(page) ? page : '';
}

/**
 * Below the accessibility statement: a form to report a problem or ask for content in another
 * format (the law on accessible public digital services asks for one). The API stores it,
 * mails the education team and a receipt to the sender.
 */
export function AccessibilityReport() {
  const headingId = useId();
  const form = useReportForm(pageFromQuery(useSearch()));

  return (
    <section className="web-accessibility-report" aria-labelledby={headingId}>
      <h2 id={headingId}>{reportTexts.heading}</h2>
      {form.status === 'sent' ? (
        <div ref={form.sentRef} tabIndex={-1} className="jb-alert" data-tone="success">
          <h3>{reportTexts.sentHeading}</h3>
          <p>{formatLabel(reportTexts.sent, { email: form.sentTo })}</p>
        </div>
      ) : (
        <>
          <p>{reportTexts.intro}</p>
          <ReportForm form={form} />
        </>
      )}
    </section>
  );
}
