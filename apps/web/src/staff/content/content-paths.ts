import type { ContentKind } from '@jamstalldhet/contract';
import { ADMIN_PATH } from '../staff-paths';

/** `/mina-sidor/administration/innehall`: every page, course and room, and the site settings. */
export const CONTENT_PATH = `${ADMIN_PATH}/innehall`;

// The address segment of each kind of document, in Swedish like the rest of the site's paths.
// (layout/edit-links/edit-link-targets.ts writes the same addresses out, for first pages.)
const KIND_SEGMENTS: Readonly<Record<ContentKind, string>> = {
  education: 'utbildning',
  page: 'sida',
  settings: 'installningar',
};

/** Where a document is edited: `/mina-sidor/administration/innehall/utbildning/12`. */
export const editorPath = (kind: ContentKind, id: number) => `${CONTENT_PATH}/${KIND_SEGMENTS[kind]}/${id}`;

/** The site settings' editor. */
export const SETTINGS_EDITOR_PATH = /* @__PURE__ */ editorPath('settings', 1);

/** The kind an address segment names, or null. */
export function kindOfSegment(segment: string): ContentKind | null {
  const found = Object.entries(KIND_SEGMENTS).find(([, value]) => value === segment);
  return found ? (found[0] as ContentKind) : null;
}
