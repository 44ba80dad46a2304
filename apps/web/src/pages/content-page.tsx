import { pageUrl, START_PAGE_SLUG } from '@jamstalldhet/contract';
import { Redirect } from 'wouter';
import { HOME_CRUMB } from './breadcrumbs/breadcrumbs';
import { PageLoader } from './page-loader';
import { PageView } from './page-view';
import { isSafeSlug } from './safe-slug';
import { SiteComponents } from './site-components';

/**
 * `/` and `/{slug}` (SPEC §2): a page, an education's presentation or a room, as the API
 * answers it. A slug failing the open-redirect check goes to /404 (SPEC §5).
 */
export function ContentPage({ slug }: { slug: string }) {
  if (!isSafeSlug(slug)) {
    return <Redirect to={pageUrl('notFound')} replace />;
  }
  return (
    <PageLoader slug={slug}>
      {(page) => (
        <PageView page={page} trail={page.slug === START_PAGE_SLUG ? null : [HOME_CRUMB]}>
          <SiteComponents slug={page.slug} />
        </PageView>
      )}
    </PageLoader>
  );
}
