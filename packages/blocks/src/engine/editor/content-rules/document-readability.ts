import type { Block, Education, Page } from '@jamstalldhet/contract';
import { HTML_FIELD_KEYS } from '../../html/document-html';
import { htmlTextUnits } from '../../html/html-structure';
import { documentPages, type PlacedPage } from '../document-pages';
import type { DocumentPlace } from '../publish-block-checks';
import { type Readability, readability } from './readability';
import { walk } from './walk';

// Plain text fields a learner reads as running text; answer options and labels are left out, as
// their one or two words would make every page look easy.
export const TEXT_KEYS: ReadonlySet<string> = new Set(['title', 'text', 'image_title', 'box_title']);

/** The text of a block in the units its sentences end with: titles, paragraphs, items. */
export function blockTextUnits(block: Block): string[] {
  const units: string[] = [];
  walk(block, [], (value, keys) => {
    const key = keys.at(-1);
    if (typeof value !== 'string' || typeof key !== 'string' || value.trim() === '') {
      return;
    }
    if (HTML_FIELD_KEYS.has(key)) {
      units.push(...htmlTextUnits(value).map((unit) => unit.text));
    } else if (TEXT_KEYS.has(key)) {
      units.push(value);
    }
  });
  return units;
}

/** The readability of one page's text. */
export function pageReadability(page: PlacedPage): Readability {
  return readability(page.blocks.flatMap(({ block }) => blockTextUnits(block)));
}

/** The readability of each page of a document and of the whole. */
export interface DocumentReadability {
  pages: Array<DocumentPlace & { readability: Readability }>;
  whole: Readability;
}

/**
 * How easy each page of a course or a page is to read, and the whole (klarspråk, issue 40): what
 * the editor's "Läsbarhet" panel shows. Pages without text are left out.
 *
 * @example documentReadability(course).pages[0] // { where: 'Presentation', keys: […], readability: { lix: 38.2, … } }
 */
export function documentReadability(document: Education | Page): DocumentReadability {
  const pages = documentPages(document).map((page) => ({
    where: page.where,
    keys: page.keys,
    units: page.blocks.flatMap(({ block }) => blockTextUnits(block)),
  }));
  return {
    pages: pages
      .filter((page) => page.units.length > 0)
      .map(({ where, keys, units }) => ({ where, keys, readability: readability(units) })),
    whole: readability(pages.flatMap((page) => page.units)),
  };
}
