import type { Page } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { usePage } from '../data/use-page';
import { useAuth } from '../site/services';
import { ErrorPage } from './error-page/error-page';
import { LoadingPage } from './loading-page';

export interface PageLoaderProps {
  /** The page to fetch; checked with `isSafeSlug` by the caller. */
  slug: string;
  /** Renders the fetched page. */
  children: (page: Page) => ReactNode;
}

/**
 * Fetches a page once the session is known (a logged-in learner gets their course data) and
 * shows it; a 404 answer shows the not-found content at the same address, any other failure
 * the error page with a button to try again.
 */
export function PageLoader({ slug, children }: PageLoaderProps) {
  const { status } = useAuth();
  const { result, error, reload } = usePage(status === 'loading' ? null : slug, status === 'authenticated');
  if (result) {
    return children(result.page);
  }
  if (error) {
    return <ErrorPage error={error} onRetry={() => void reload()} />;
  }
  return <LoadingPage />;
}
