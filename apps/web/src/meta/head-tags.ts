import type { MetaTag, ResolvedMeta } from './resolve-meta';

/**
 * Writes the title and meta tags into a document's head: each tag is updated in place, added
 * when missing, and removed when it has no content, so no value of the previous page lingers.
 */
export function applyMeta(document: Document, meta: ResolvedMeta): void {
  document.title = meta.title;
  for (const tag of meta.tags) {
    applyTag(document, tag);
  }
}

function applyTag(document: Document, tag: MetaTag): void {
  // Keys are our own constants (og:title, twitter:card), never content; no escaping is needed.
  const existing = document.head.querySelector<HTMLMetaElement>(`meta[${tag.attribute}="${tag.key}"]`);
  if (tag.content === null) {
    existing?.remove();
    return;
  }
  const element = existing ?? document.createElement('meta');
  element.setAttribute(tag.attribute, tag.key);
  element.setAttribute('content', tag.content);
  if (!existing) {
    document.head.append(element);
  }
}
