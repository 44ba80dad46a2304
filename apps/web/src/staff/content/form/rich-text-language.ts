import { enclosing } from './rich-text-commands';

/**
 * The languages a part of a text can be marked with (WCAG 3.1.2), in Swedish, with their codes:
 * the national minority languages first, then those most read on the authority's pages.
 */
export const TEXT_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'Engelska' },
  { code: 'fi', name: 'Finska' },
  { code: 'fit', name: 'Meänkieli' },
  { code: 'se', name: 'Nordsamiska' },
  { code: 'rom', name: 'Romani' },
  { code: 'yi', name: 'Jiddisch' },
  { code: 'ar', name: 'Arabiska' },
  { code: 'fa', name: 'Persiska' },
  { code: 'so', name: 'Somaliska' },
  { code: 'ti', name: 'Tigrinja' },
  { code: 'uk', name: 'Ukrainska' },
  { code: 'es', name: 'Spanska' },
  { code: 'fr', name: 'Franska' },
  { code: 'de', name: 'Tyska' },
];

// The elements a whole paragraph's language is set on when nothing is selected.
const TEXT_BLOCKS = 'p, li, h2, h3, h4, h5, h6, blockquote, td, th';

// The paragraph, heading, list item or cell a node is in, inside `region`.
function textBlockOf(region: HTMLElement, node: Node): Element | null {
  const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  const block = element?.closest(TEXT_BLOCKS) ?? null;
  return block !== null && region.contains(block) ? block : null;
}

/** The language the selection is marked with, or '' for the page's own (Swedish). */
export function languageAt(region: HTMLElement): string {
  return enclosing(region, '[lang]')?.getAttribute('lang') ?? '';
}

/**
 * Marks the selected text with a language (`<span lang>`), or with nothing selected the whole
 * paragraph the caret is in; `''` takes the marking away again. The field's HTML is then written
 * by the caller, through the allow-list, which keeps `lang`.
 */
export function markLanguage(region: HTMLElement, code: string): boolean {
  const marked = enclosing(region, '[lang]');
  if (code === '') {
    if (marked === null) {
      return false;
    }
    if (marked.nodeName === 'SPAN') {
      marked.replaceWith(...marked.childNodes);
    } else {
      marked.removeAttribute('lang');
    }
    return true;
  }
  const selection = document.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (range === null || !region.contains(range.commonAncestorContainer)) {
    return false;
  }
  if (range.collapsed) {
    const paragraph = marked ?? enclosing(region, TEXT_BLOCKS);
    paragraph?.setAttribute('lang', code);
    return paragraph !== null;
  }
  // Across paragraphs (or list items) a span would break them apart: each one the selection
  // touches is marked whole instead.
  if (textBlockOf(region, range.startContainer) !== textBlockOf(region, range.endContainer)) {
    const touched = [...region.querySelectorAll(TEXT_BLOCKS)].filter(
      (block) => range.intersectsNode(block) && block.querySelector(TEXT_BLOCKS) === null,
    );
    for (const block of touched) {
      block.setAttribute('lang', code);
    }
    return touched.length > 0;
  }
  const span = document.createElement('span');
  span.setAttribute('lang', code);
  span.append(range.extractContents());
  range.insertNode(span);
  range.selectNodeContents(span);
  selection?.removeAllRanges();
  selection?.addRange(range);
  return true;
}
