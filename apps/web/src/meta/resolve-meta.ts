import type { ShareDefaults } from '@jamstalldhet/contract';
import { documentTitle } from './document-title';
import type { PageMeta } from './page-meta';

/** One `<meta>` element: Open Graph uses `property`, the others `name`. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  /** Null removes the element: a stale value from the previous page must not stay. */
  content: string | null;
}

export interface ResolvedMeta {
  title: string;
  tags: MetaTag[];
}

/**
 * The document title and social-share tags of a page: its own values first, then the site's
 * share defaults (SPEC §2). Images become absolute, as the share crawlers need them.
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
    nameTag('description', description),
    propertyTag('og:title', shareTitle),
    propertyTag('og:description', shareDescription),
    propertyTag('og:image', image),
    propertyTag('og:type', meta.type ?? 'website'),
    propertyTag('og:url', pageUrl),
    propertyTag('og:site_name', nonBlank(share?.site_name)),
    nameTag('twitter:card', twitterImage ? 'summary_large_image' : 'summary'),
    nameTag('twitter:title', shareTitle),
    nameTag('twitter:description', meta.twitterDescription ?? shareDescription),
    nameTag('twitter:image', twitterImage),
    nameTag('robots', meta.noindex ? 'noindex' : undefined),
  ];
  const title = documentTitle({
    title: meta.title,
    step: meta.step,
    siteName: share?.site_name ?? share?.title,
  });
  return { title, tags };
}

const nameTag = (key: string, content: string | undefined): MetaTag => ({
  attribute: 'name',
  key,
  content: content ?? null,
});

const propertyTag = (key: string, content: string | undefined): MetaTag => ({
  attribute: 'property',
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
