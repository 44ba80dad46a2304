import { Button } from '@jamstalldhet/blocks';
import { normalizeError } from '@jamstalldhet/blocks/engine';
import { useDocumentMeta } from '../../meta/use-document-meta';
import { SiteLink } from '../../site/site-link';
import { FAILED_HEADING, FAILED_TEXT, NOT_FOUND_TITLE, RETRY, TO_START_PAGE } from './error-texts';
import { NotFoundContent } from './not-found-content';
import './error-page.css';

export interface ErrorPageProps {
  /** What went wrong: a 404 shows the not-found content, anything else the failure. */
  error: unknown;
  /** Tries again: fetches the page anew, or renders it anew after a crash. */
  onRetry?: (() => void) | undefined;
}

/**
 * The error page (SPEC §8). Its title and description are 'Sidan kunde inte hittas' whatever
 * the error, as SPEC says; the heading tells a missing page from a failure, which can be retried.
 *
 * @example <ErrorPage error={error} onRetry={reload} />
 */
export function ErrorPage({ error, onRetry }: ErrorPageProps) {
  if (normalizeError(error).statusCode === 404) {
    return <NotFoundContent />;
  }
  return <FailedContent onRetry={onRetry} />;
}

function FailedContent({ onRetry }: { onRetry: (() => void) | undefined }) {
  useDocumentMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_TITLE, noindex: true });
  return (
    <article className="web-error-page" data-status="error">
      <h1 className="web-error-page__title">{FAILED_HEADING}</h1>
      <p>{FAILED_TEXT}</p>
      <p className="web-error-page__actions">
        {onRetry && <Button onClick={onRetry}>{RETRY}</Button>}
        <SiteLink className="jb-button" data-variant="secondary" href="/">
          {TO_START_PAGE}
        </SiteLink>
      </p>
    </article>
  );
}
