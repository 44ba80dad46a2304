import { createHash } from 'node:crypto';
import type { ResolvedMeta } from '@jamstalldhet/blocks/engine';
import { escapeHtml } from '../format/escape-html';

/**
 * The built index.html cut where a page's head tags go and where its rendered HTML goes, with
 * the build's own head tags removed and its scripts moved to the end of the body.
 */
export interface PageShell {
  before: string;
  /** From the head tags to the inside of `<div id="app">`. */
  after: string;
  /** From the end of `<div id="app">` on. */
  afterApp: string;
  /** CSP sources (`'sha256-…'`) of the inline scripts the build left in the page, if any. */
  inlineScriptHashes: string[];
}

// The tags the server writes for each page; the build's defaults are dropped so none is doubled.
const OWN_HEAD_TAGS =
  /<title\b[^>]*>[\s\S]*?<\/title>\s*|<meta\s[^>]*\b(?:name|property)=["']?(?:description|robots|og:[\w:]+|twitter:[\w:]+)["']?[^>]*>\s*/gi;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// The build's entry and the chunks it preloads. In the head, Lighthouse counts them as blocking
// the first paint (GoogleChrome/lighthouse#17163); at the end of the body the server's HTML is
// painted first and the script takes it over after (issue 25).
const ENTRY_TAGS =
  /\s*(?:<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=[^>]*><\/script>|<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>)/gi;
const APP_ELEMENT = /<div id="app"><\/div>/;

// Stands where the build had its title until the shell is cut there; no HTML contains it.
const MARK = '\u0000head\u0000';

/**
 * Prepares the built page shell once at start: removes its title and share tags and cuts it
 * where the page's own go (where the title was, else before `</head>`).
 */
export function preparePageShell(indexHtml: string): PageShell {
  let marked = false;
  const entryTags: string[] = [];
  let html = indexHtml.replace(ENTRY_TAGS, (tag) => {
    entryTags.push(tag.trim());
    return '';
  });
  const bodyClose = html.lastIndexOf('</body>');
  if (entryTags.length > 0 && bodyClose !== -1) {
    html = `${html.slice(0, bodyClose)}  ${entryTags.join('\n    ')}\n  ${html.slice(bodyClose)}`;
  }
  html = html.replace(OWN_HEAD_TAGS, () => {
    const replacement = marked ? '' : MARK;
    marked = true;
    return replacement;
  });
  if (!marked) {
    const at = insertionPoint(html);
    html = `${html.slice(0, at)}${MARK}${html.slice(at)}`;
  }
  const [before = '', rest = ''] = html.split(MARK);
  const app = APP_ELEMENT.exec(rest);
  const appStart = app ? app.index + '<div id="app">'.length : rest.length;
  return {
    before,
    after: rest.slice(0, appStart),
    afterApp: rest.slice(appStart),
    inlineScriptHashes: inlineScriptHashes(html),
  };
}

/**
 * The page shell with a page's title and meta tags in its head, every value escaped, `appHtml`
 * (the server's render, already safe) in `<div id="app">`, and `bodyEnd` (the page's data
 * block, already safe) in its body ahead of the scripts.
 */
export function renderPageShell(shell: PageShell, meta: ResolvedMeta, bodyEnd = '', appHtml = ''): string {
  const tags = meta.tags
    .filter((tag) => tag.content !== null)
    .map(
      (tag) => `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content ?? '')}">`,
    );
  const head = [`<title>${escapeHtml(meta.title)}</title>`, ...tags].join('\n    ');
  return `${shell.before}${head}\n    ${shell.after}${appHtml}${withBodyEnd(shell.afterApp, bodyEnd)}`;
}

/** `html` with `bodyEnd` ahead of its first script (the moved entry), else ahead of `</body>`. */
function withBodyEnd(html: string, bodyEnd: string): string {
  if (bodyEnd === '') {
    return html;
  }
  const script = html.search(/<script\b[^>]*\bsrc=|<link\b[^>]*\brel=["']?modulepreload/i);
  const at = script !== -1 ? script : html.lastIndexOf('</body>');
  return at === -1 ? html : `${html.slice(0, at)}${bodyEnd}\n    ${html.slice(at)}`;
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
