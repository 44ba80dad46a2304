import { createHash } from 'node:crypto';
import type { ResolvedMeta } from '@jamstalldhet/blocks/engine';
import { escapeHtml } from '../format/escape-html';

/** The built index.html cut where a page's head tags go, with the build's own tags removed. */
export interface PageShell {
  before: string;
  after: string;
  /** CSP sources (`'sha256-…'`) of the inline scripts the build left in the page, if any. */
  inlineScriptHashes: string[];
}

// The tags the server writes for each page; the build's defaults are dropped so none is doubled.
const OWN_HEAD_TAGS =
  /<title\b[^>]*>[\s\S]*?<\/title>\s*|<meta\s[^>]*\b(?:name|property)=["']?(?:description|robots|og:[\w:]+|twitter:[\w:]+)["']?[^>]*>\s*/gi;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

// Stands where the build had its title until the shell is cut there; no HTML contains it.
const MARK = '\u0000head\u0000';

/**
 * Prepares the built page shell once at start: removes its title and share tags and cuts it
 * where the page's own go (where the title was, else before `</head>`).
 */
export function preparePageShell(indexHtml: string): PageShell {
  let marked = false;
  let html = indexHtml.replace(OWN_HEAD_TAGS, () => {
    const replacement = marked ? '' : MARK;
    marked = true;
    return replacement;
  });
  if (!marked) {
    const at = insertionPoint(html);
    html = `${html.slice(0, at)}${MARK}${html.slice(at)}`;
  }
  const [before = '', after = ''] = html.split(MARK);
  return { before, after, inlineScriptHashes: inlineScriptHashes(html) };
}

/**
 * The page shell with a page's title and meta tags in its head, every value escaped, and
 * `bodyEnd` (the page's data block, already safe) last in its body.
 */
export function renderPageShell(shell: PageShell, meta: ResolvedMeta, bodyEnd = ''): string {
  const tags = meta.tags
    .filter((tag) => tag.content !== null)
    .map(
      (tag) => `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content ?? '')}">`,
    );
  const head = [`<title>${escapeHtml(meta.title)}</title>`, ...tags].join('\n    ');
  const bodyClose = shell.after.lastIndexOf('</body>');
  const after =
    bodyEnd === '' || bodyClose === -1
      ? shell.after
      : `${shell.after.slice(0, bodyClose)}${bodyEnd}\n  ${shell.after.slice(bodyClose)}`;
  return `${shell.before}${head}\n    ${after}`;
}

function insertionPoint(html: string): number {
  for (const marker of [/<\/head>/i, /<body\b/i, /<\/html>/i]) {
    const match = marker.exec(html);
    if (match) {
      return match.index;
    }
  }
  return html.length;
}

/**
 * Hashes of the inline scripts of the shell (Vite's build has none today), so a build that
 * adds one keeps working under a CSP that allows no other inline script.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\bsrc\s*=/i.test(attributes) && body.trim() !== '') {
      hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return hashes;
}
