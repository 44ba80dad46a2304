import { BlockList, BlocksProvider, HeadingLevelProvider } from '@jamstalldhet/blocks';
import type { Page } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { useCourseProgress } from '../course/progress/course-progress-provider';
import { firstBlockIsPageHeading } from './page-heading';

export interface PageBlocksProps {
  page: Page;
  /** The page's visible title, used when no block gives the heading. */
  title: string;
  /** Site components shown below the blocks, with the same page and education. */
  children?: ReactNode;
}

/**
 * A page's heading, hero and blocks. The blocks get the page and its education (a room's is
 * the one it contains), for comments, room participants and the course presentation. When the
 * first block shows the title itself (the course presentation), it renders at level 1 and the
 * page adds no heading of its own.
 */
export function PageBlocks({ page, title, children }: PageBlocksProps) {
  const headingFromBlock = firstBlockIsPageHeading(page.components);
  const hero = page.hero?.images.desktop_x2;
  const [first, ...rest] = page.components;
  // The presentation's status and call to action count the learner's progress, local or saved.
  const { progress } = useCourseProgress(page.education ?? null);
  return (
    <BlocksProvider page={page} education={page.education} progress={progress}>
      {headingFromBlock && first ? (
        <HeadingLevelProvider level={1}>
          <BlockList blocks={[first]} />
        </HeadingLevelProvider>
      ) : (
        <>
          <h1 className="web-content-page__title">{title}</h1>
          {hero && <img className="web-content-page__hero" src={hero} alt={page.hero?.alt ?? ''} />}
        </>
      )}
      <BlockList blocks={headingFromBlock ? rest : page.components} />
      {children}
    </BlocksProvider>
  );
}
