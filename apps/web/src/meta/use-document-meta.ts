import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useSettings } from '../data/use-settings';
import { applyMeta } from './head-tags';
import type { PageMeta } from './page-meta';
import { resolveMeta } from './resolve-meta';

/**
 * Sets the document title and the social-share tags for the page shown (SPEC §2), with the
 * site's share defaults for what the page leaves out. When the page goes, the defaults are put
 * back, so a page that sets nothing never shows its predecessor's title.
 *
 * @example useDocumentMeta(headerMeta(page.title, page.header));
 */
export function useDocumentMeta(meta: PageMeta): void {
  const { settings } = useSettings();
  const [path] = useLocation();
  const share = settings?.share;
  // Callers build the object on every render; its content decides when the head changes.
  const key = JSON.stringify(meta);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `meta`'s content
  const stable = useMemo(() => meta, [key]);

  useEffect(() => {
    const pageUrl = new URL(path, window.location.origin).href;
    applyMeta(document, resolveMeta(stable, share, pageUrl));
    return () => applyMeta(document, resolveMeta({}, share, pageUrl));
  }, [stable, share, path]);
}
