import { CourseView } from '@jamstalldhet/blocks/course';
import { parseCourseAddress } from '@jamstalldhet/blocks/engine';
import { pageUrl } from '@jamstalldhet/contract';
import { Redirect } from 'wouter';
import { NotFoundContent } from '../pages/error-page/not-found-content';
import { PageLoader } from '../pages/page-loader';
import { isSafeSlug } from '../pages/safe-slug';

export interface CourseRouteProps {
  /** The education's slug, the first segment of the path. */
  slug: string;
  /** The path segments after the slug: `['1', '2']`, `['utvardering']`, … */
  step: string[];
}

/**
 * Everything below an education's slug (SPEC §2): continue, content pages, evaluation,
 * thank-you and sorry pages, drawn by the package's course player. An unsafe slug goes to /404
 * (SPEC §5); a slug that is no education, or a path the course does not have, shows the
 * not-found page at that address. The site loads the page itself, so it shares its cache.
 */
export function CourseRoute({ slug, step }: CourseRouteProps) {
  if (!isSafeSlug(slug)) {
    return <Redirect to={pageUrl('notFound')} replace />;
  }
  const address = parseCourseAddress(step);
  if (address.kind === 'presentation') {
    // `/{slug}/` with a trailing slash: the presentation has one address.
    return <Redirect to={`/${slug}`} replace />;
  }
  return (
    <PageLoader slug={slug}>
      {(page) =>
        page.post_type === 'education' && page.education ? (
          <CourseView page={page} education={page.education} address={address} NotFound={NotFoundContent} />
        ) : (
          <NotFoundContent />
        )
      }
    </PageLoader>
  );
}
