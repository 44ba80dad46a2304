import type { TitleStep } from '@jamstalldhet/blocks/engine';

/** What one page says about itself for the document head and for sharing (SPEC §2). */
export interface PageMeta {
  /** The page's own title; left out on the start page, whose title is the site name. */
  title?: string | undefined;
  /** Where in a course the page is, for the title's suffix. */
  step?: TitleStep | undefined;
  /** `<meta name="description">`, and the shared description unless one is given below. */
  description?: string | undefined;
  /** The shared image; the site's share image when left out. */
  image?: string | undefined;
  /** `og:type`. @default 'website' */
  type?: 'website' | 'article' | undefined;
  /** The title when shared (`header.fb_title`), if it differs from the page's. */
  shareTitle?: string | undefined;
  /** The description when shared (`header.fb_desc`). */
  shareDescription?: string | undefined;
  /** The description on X (`header.twitter_desc`). */
  twitterDescription?: string | undefined;
  /** The image on X (`header.twitter_img`). */
  twitterImage?: string | undefined;
  /** Keeps the page out of search engines: error pages and previews, which have no real address. */
  noindex?: boolean | undefined;
}

/** The header fields of a page or education that feed `PageMeta` (SPEC §3). */
export interface MetaHeader {
  title?: string | undefined;
  desc?: string | undefined;
  fb_title?: string | undefined;
  fb_desc?: string | undefined;
  fb_img?: string | undefined;
  twitter_desc?: string | undefined;
  twitter_img?: string | undefined;
}

/**
 * The meta of a page from its header (SPEC §3). `title` is the page's visible title; the
 * header's own title wins when the editor gave one.
 *
 * @example headerMeta('Om kakor', { desc: 'Så använder vi kakor.' }) // { title: 'Om kakor', description: … }
 */
export function headerMeta(title: string | undefined, header: MetaHeader = {}): PageMeta {
  return {
    title: nonBlank(header.title) ?? nonBlank(title),
    description: nonBlank(header.desc),
    image: nonBlank(header.fb_img),
    shareTitle: nonBlank(header.fb_title),
    shareDescription: nonBlank(header.fb_desc),
    twitterDescription: nonBlank(header.twitter_desc),
    twitterImage: nonBlank(header.twitter_img),
  };
}

function nonBlank(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}
