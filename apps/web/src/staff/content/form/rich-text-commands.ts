import { sanitizeContentHtml } from '@jamstalldhet/blocks/engine';

/*
 * The rich-text field's editing, on the browser's own `document.execCommand`. It is deprecated
 * and will stay: every browser the editors use (Chromium first) implements these few commands,
 * with the browser's own undo, selection and list handling, in a few lines; a model of its own
 * would be a large editor to get right. What the commands produce is never trusted: the field
 * writes only what `sanitizeContentHtml` (the content allow-list) keeps.
 */

/** What the toolbar's buttons do. */
export type Formatting = 'bold' | 'italic' | 'link' | 'bulletList' | 'numberedList' | 'heading';

/** Which formatting the caret is in, for the toolbar's pressed buttons. */
export type FormattingState = Readonly<Record<Formatting, boolean>>;

export const NO_FORMATTING: FormattingState = {
  bold: false,
  italic: false,
  link: false,
  bulletList: false,
  numberedList: false,
  heading: false,
};

// A heading inside a block's text sits under the block's own heading.
const HEADING = '<h3>';
const PARAGRAPH = '<p>';

/** Runs one editing command on the selection; false where the browser has none (jsdom). */
export function runCommand(command: string, value?: string): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand(command, false, value);
  } catch {
    return false;
  }
}

/** The element the selection starts in, when it is inside `region`. */
function selectedElement(region: HTMLElement): Element | null {
  const node = document.getSelection()?.anchorNode ?? null;
  if (node === null || !region.contains(node)) {
    return null;
  }
  return node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
}

/** The nearest element matching `selector` around the selection, inside `region` only. */
export function enclosing(region: HTMLElement, selector: string): Element | null {
  const found = selectedElement(region)?.closest(selector) ?? null;
  return found !== null && found !== region && region.contains(found) ? found : null;
}

// The browser's own state where it has one: after "Fet" with nothing selected, what is typed next
// is bold before any element says so.
function commandState(command: string): boolean {
  try {
    return typeof document.queryCommandState === 'function' && document.queryCommandState(command);
  } catch {
    return false;
  }
}

/** Which formatting the selection is in: from the elements around it, and the browser's state. */
export function formattingAt(region: HTMLElement): FormattingState {
  const list = enclosing(region, 'ul, ol');
  const inRegion = selectedElement(region) !== null;
  const heading = enclosing(region, 'h2, h3, h4, h5, h6') !== null;
  return {
    // A heading's text is drawn bold, which the browser's state reports; it is not "Fet".
    bold: enclosing(region, 'b, strong') !== null || (inRegion && !heading && commandState('bold')),
    italic: enclosing(region, 'i, em') !== null || (inRegion && commandState('italic')),
    link: enclosing(region, 'a') !== null,
    bulletList: list?.nodeName === 'UL',
    numberedList: list?.nodeName === 'OL',
    heading,
  };
}

/** Applies or removes one formatting (a link is added by `addLink`, with its address). */
export function toggleFormatting(formatting: Exclude<Formatting, 'link'>, state: FormattingState) {
  switch (formatting) {
    case 'bold':
      return runCommand('bold');
    case 'italic':
      return runCommand('italic');
    case 'bulletList':
      return runCommand('insertUnorderedList');
    case 'numberedList':
      return runCommand('insertOrderedList');
    case 'heading':
      return runCommand('formatBlock', state.heading ? PARAGRAPH : HEADING);
    default:
      return formatting satisfies never;
  }
}

/** Makes the selection a link to `address`; with nothing selected the address is the link's text. */
export function addLink(address: string): boolean {
  return runCommand('createLink', address);
}

/** Removes the link around the selection, the whole link and not only the selected part. */
export function removeLink(region: HTMLElement): boolean {
  const link = enclosing(region, 'a');
  const selection = document.getSelection();
  if (link !== null && selection !== null) {
    const range = document.createRange();
    range.selectNodeContents(link);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  return runCommand('unlink');
}

// Where the browser has no editing commands (or refuses one), the node goes in at the selection.
function insertAtSelection(node: Node): void {
  const selection = document.getSelection();
  if (selection === null || selection.rangeCount === 0) {
    return;
  }
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const last = node.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? node.lastChild : node;
  range.insertNode(node);
  if (last !== null) {
    range.setStartAfter(last);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }
}

/**
 * Inserts what the editor pasted: HTML only after the allow-list has kept what it may (a paste
 * from a word processor or a web page can carry scripts, styles and event handlers), else the
 * plain text.
 */
export function insertPasted(data: DataTransfer): void {
  const html = data.getData('text/html');
  const text = data.getData('text/plain');
  if (html !== '') {
    const safe = sanitizeContentHtml(html);
    if (!runCommand('insertHTML', safe)) {
      insertAtSelection(document.createRange().createContextualFragment(safe));
    }
  } else if (!runCommand('insertText', text)) {
    insertAtSelection(document.createTextNode(text));
  }
}

/**
 * Starts an empty region with a paragraph and the caret in it, so that the first line typed is a
 * paragraph like the ones after it and not loose text.
 */
export function startParagraph(region: HTMLElement): void {
  if (region.firstChild !== null) {
    return;
  }
  const paragraph = document.createElement('p');
  paragraph.append(document.createElement('br'));
  region.append(paragraph);
  const range = document.createRange();
  range.setStart(paragraph, 0);
  range.collapse(true);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

// The browser's commands leave `<span style="…">` behind; the allow-list drops the style and
// the bare span then means nothing. Read in an inert template: nothing in it loads or runs.
function withoutBareSpans(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const span of template.content.querySelectorAll('span:not([lang])')) {
    span.replaceWith(...span.childNodes);
  }
  return template.innerHTML;
}

/**
 * The field's value from the region: its HTML as the allow-list keeps it, or '' when nothing is
 * left to read (a browser leaves `<p><br></p>` in an emptied region).
 */
export function regionHtml(region: HTMLElement): string {
  const empty = (region.textContent ?? '').trim() === '' && region.querySelector('img, hr') === null;
  return empty ? '' : withoutBareSpans(sanitizeContentHtml(region.innerHTML));
}
