import { PageContent as PageBlocks } from '@jamstalldhet/blocks/course';
import { type Page, START_PAGE_SLUG } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { headerMeta } from '../meta/page-meta';
import { useDocumentMeta } from '../meta/use-document-meta';
import { useShowContent } from '../site/current-content';
import { type BreadcrumbLink, Breadcrumbs } from './breadcrumbs/breadcrumbs';
import './page-view.css';

export interface PageViewProps {
  page: Page;
  /** The steps above the page in the breadcrumbs; null shows none (the start page). */
  trail: readonly BreadcrumbLink[] | null;
  /** Site components shown below the page's blocks. */
  children?: ReactNode;
}

/** The visible title of a page: its title, else the one in its header. */
export function visibleTitle(page: Page): string {
  return page.title.trim() || page.header.title?.trim() || '';
}

/**
 * A fetched page as shown on the site: breadcrumbs, heading, blocks, and the document title
 * and share tags from its header. Tells the layout what is shown (edit links for editors).
 */
export function PageView({ page, trail, children }: PageViewProps) {
  const title = visibleTitle(page);
  const isEducation = page.post_type === 'education';
  useShowContent({ page, education: page.education, section: isEducation ? 'presentation' : undefined });
  const meta = headerMeta(title, page.header);
  // The start page is named by the site name alone (SPEC §2).
  useDocumentMeta(page.slug === START_PAGE_SLUG ? { ...meta, title: undefined } : meta);

  return (
    <div className="web-content-page" data-post-type={page.post_type}>
      {trail && <Breadcrumbs trail={trail} current={title} />}
      <PageBlocks page={page} title={title}>
        {children}
      </PageBlocks>
    </div>
  );
}
