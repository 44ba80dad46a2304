import { CONTENT_KIND_SEGMENTS, type ContentKind, pageUrl } from '@jamstalldhet/contract';

/** `/mina-sidor/administration/innehall`: every page, course and room, and the site settings. */
export const CONTENT_PATH = pageUrl('content');

/** Where a document is edited: `/mina-sidor/administration/innehall/utbildning/12`. */
export const editorPath = (kind: ContentKind, id: number) =>
  pageUrl('contentEditor', { kind: CONTENT_KIND_SEGMENTS[kind], id });

/** The site settings' editor. */
export const SETTINGS_EDITOR_PATH = /* @__PURE__ */ editorPath('settings', 1);

/** The kind an address segment names, or null. */
export function kindOfSegment(segment: string): ContentKind | null {
  const found = Object.entries(CONTENT_KIND_SEGMENTS).find(([, value]) => value === segment);
  return found ? (found[0] as ContentKind) : null;
}
