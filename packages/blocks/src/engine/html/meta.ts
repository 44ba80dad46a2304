import type { ShareDefaults } from '@jamstalldhet/contract';
import type { PageTitleTexts } from '../formatting/labels';
import { htmlText } from './html-text';
import { pageTitle, type TitleStep } from './title';

/** What one page says about itself for the document head and for sharing (SPEC §2). */
export interface PageMeta {
  /** The page's own title; left out on the start page, whose title is the site name. */
  title?: string | undefined;
  /** Where in a course the page is, for the title's suffix. */
  step?: TitleStep | undefined;
  /** The words of the step's part, for a site in another language. @default the Swedish ones */
  stepTexts?: Partial<PageTitleTexts> | undefined;
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

/** One `<meta>` element: Open Graph uses `property`, the others `name`. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  /** Null means no element: a stale value from the previous page must not stay. */
  content: string | null;
}

export interface ResolvedMeta {
  title: string;
  tags: MetaTag[];
}

/** What a document title is made of. */
export interface DocumentTitleParts {
  /** The page's own title; left out on the start page, whose title is the site name alone. */
  title?: string | undefined;
  /** Where in a course the page is, for ' Kapitel 2', ' - Tack' and the like (SPEC §2). */
  step?: TitleStep | undefined;
  /** The words of the step's part, for a site in another language. @default the Swedish ones */
  stepTexts?: Partial<PageTitleTexts> | undefined;
  /** The site's name, added after the page's title (`settings.share.site_name`). */
  siteName?: string | undefined;
}

/** The title and description of the not-found page (SPEC §2), kept out of search engines. */
export const NOT_FOUND_TITLE = 'Sidan kunde inte hittas';
export const NOT_FOUND_META: PageMeta = {
  title: NOT_FOUND_TITLE,
  description: NOT_FOUND_TITLE,
  noindex: true,
};

/**
 * The meta of a page from its header (SPEC §3). `title` is the page's visible title; the
 * header's own title wins when the editor gave one.
 *
 * @example headerMeta('Om kakor', { desc: 'Så använder vi kakor.' }) // { title: 'Om kakor', description: … }
 */
export function headerMeta(title: string | undefined, header: MetaHeader = {}): PageMeta {
  return {
    title: trimmed(header.title) ?? trimmed(title),
    // The description is HTML (it is shown on the course's presentation); meta holds its text.
    description: trimmed(header.desc === undefined ? undefined : htmlText(header.desc)),
    image: trimmed(header.fb_img),
    shareTitle: trimmed(header.fb_title),
    shareDescription: trimmed(header.fb_desc),
    twitterDescription: trimmed(header.twitter_desc),
    twitterImage: trimmed(header.twitter_img),
  };
}

/**
 * The text of `<title>`: `<page title> | <site name>`, or the site name alone on the start
 * page. Course steps get their suffix from `pageTitle` (' Kapitel 2', ' - Tack').
 *
 * @example
 * documentTitle({ title: 'Mina sidor', siteName: 'Webbutbildningar' }); // 'Mina sidor | Webbutbildningar'
 * documentTitle({ siteName: 'Webbutbildningar' }); // 'Webbutbildningar'
 */
export function documentTitle(parts: DocumentTitleParts): string {
  const base = parts.title?.trim() ?? '';
  const site = parts.siteName?.trim() ?? '';
  if (base === '') {
    return site;
  }
  const own = pageTitle(base, parts.step, parts.stepTexts);
  return site === '' ? own : `${own} | ${site}`;
}

/**
 * The document title and social-share tags of a page: its own values first, then the site's
 * share defaults (SPEC §2). Images become absolute, as share crawlers need them. The browser
 * and the server that fills the page shell both use this, so a shared link and the open page
 * name themselves alike.
 *
 * @example resolveMeta({ title: 'Om kakor' }, settings.share, 'https://example.se/om-kakor')
 */
export function resolveMeta(meta: PageMeta, share: ShareDefaults | undefined, pageUrl: string): ResolvedMeta {
  const description = meta.description ?? nonBlank(share?.description);
  const shareTitle = meta.shareTitle ?? meta.title ?? share?.title;
  const shareDescription = meta.shareDescription ?? description;
  const image = absoluteUrl(meta.image ?? share?.image, pageUrl);
  const twitterImage = absoluteUrl(meta.twitterImage, pageUrl) ?? image;
  const tags = [
    tag('name', 'description', description),
    tag('property', 'og:title', shareTitle),
    tag('property', 'og:description', shareDescription),
    tag('property', 'og:image', image),
    tag('property', 'og:type', meta.type ?? 'website'),
    tag('property', 'og:url', pageUrl),
    tag('property', 'og:site_name', nonBlank(share?.site_name)),
    tag('name', 'twitter:card', twitterImage ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', shareTitle),
    tag('name', 'twitter:description', meta.twitterDescription ?? shareDescription),
    tag('name', 'twitter:image', twitterImage),
    tag('name', 'robots', meta.noindex ? 'noindex' : undefined),
  ];
  const title = documentTitle({
    title: meta.title,
    step: meta.step,
    stepTexts: meta.stepTexts,
    siteName: share?.site_name ?? share?.title,
  });
  return { title, tags };
}

const tag = (attribute: MetaTag['attribute'], key: string, content: string | undefined): MetaTag => ({
  attribute,
  key,
  content: content ?? null,
});

/** An image address made absolute against the page; only http(s) addresses are shared. */
function absoluteUrl(value: string | undefined, pageUrl: string): string | undefined {
  if (!value) {
    return undefined;
  }
  try {
    const url = new URL(value, pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function nonBlank(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

function trimmed(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value.trim() : undefined;
}
