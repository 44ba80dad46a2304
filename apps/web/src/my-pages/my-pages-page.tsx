import type { ReactNode } from 'react';
import { type BreadcrumbLink, HOME_CRUMB } from '../pages/breadcrumbs/breadcrumbs';
import { PageLoader } from '../pages/page-loader';
import { PageView } from '../pages/page-view';
import { MyEducationsProvider } from './my-educations/my-educations-provider';
import { MY_PAGES_PATH, MY_PAGES_SLUG } from './my-pages-sections';
import { MyRooms } from './my-rooms/my-rooms';

const MY_PAGES_CRUMB: BreadcrumbLink = { title: 'Mina sidor', href: MY_PAGES_PATH };

/**
 * My pages or one of its sections: the content page of that slug, with the breadcrumbs
 * 'Alla webbutbildningar' → 'Mina sidor' → the section, and what the section adds to it.
 */
export function MyPagesPage({ slug }: { slug: string }) {
  const trail = slug === MY_PAGES_SLUG ? [HOME_CRUMB] : [HOME_CRUMB, MY_PAGES_CRUMB];
  return (
    <PageLoader slug={slug}>
      {(page) => (
        <SectionFrame slug={slug}>
          <PageView page={page} trail={trail}>
            <SectionExtras slug={slug} />
          </PageView>
        </SectionFrame>
      )}
    </PageLoader>
  );
}

/** The blocks of 'Mina utbildningar' list the learner's own courses, not all of them. */
function SectionFrame({ slug, children }: { slug: string; children: ReactNode }) {
  return slug === 'mina-utbildningar' ? <MyEducationsProvider>{children}</MyEducationsProvider> : children;
}

/** Site components below a section's blocks, for what no block shows: the user's rooms. */
function SectionExtras({ slug }: { slug: string }) {
  switch (slug) {
    case 'mina-klassrum':
    case 'grupprum':
      return <MyRooms />;
    default:
      return null;
  }
}
