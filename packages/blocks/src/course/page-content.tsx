import type { Page } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { BlocksProvider, useBlocks } from '../blocks-provider/blocks-context';
import { HeadingLevelProvider } from '../parts/heading';
import { BlockList } from '../render/block-list';
import { RouterLink } from './host/router';
import { firstBlockIsPageHeading } from './page-heading';
import { useCourseProgress } from './progress/use-course-progress';

export interface PageContentProps {
  page: Page;
  /** The page's visible title, used when no block gives the heading. */
  title: string;
  /** Site components shown below the blocks, with the same page and education. */
  children?: ReactNode;
}

/**
 * A page's heading, hero and blocks (a course's presentation, or any content page). The blocks get the page and its education (a room's is
 * the one it contains), for comments, room participants and the course presentation. When the
 * first block shows the title itself (the course presentation), it renders at level 1 and the
 * page adds no heading of its own.
 */
export function PageContent({ page, title, children }: PageContentProps) {
  const headingFromBlock = firstBlockIsPageHeading(page.components);
  const hero = page.hero?.images.desktop_x2;
  const [first, ...rest] = page.components;
  // The presentation's status and call to action count the learner's progress, local or saved.
  const { progress } = useCourseProgress(page.education ?? null);
  const { linkComponent } = useBlocks();
  return (
    <BlocksProvider
      page={page}
      education={page.education}
      progress={progress}
      linkComponent={linkComponent ?? RouterLink}
    >
      {headingFromBlock && first ? (
        <HeadingLevelProvider level={1}>
          <BlockList blocks={[first]} />
        </HeadingLevelProvider>
      ) : (
        <>
          <h1 className="jb-page__title">{title}</h1>
          {hero && <img className="jb-page__hero" src={hero} alt={page.hero?.alt ?? ''} />}
        </>
      )}
      <BlockList blocks={headingFromBlock ? rest : page.components} />
      {children}
    </BlocksProvider>
  );
}
