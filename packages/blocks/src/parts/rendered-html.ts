import { sanitizeContentHtml } from '../engine/html/content-html';

/**
 * What `RichText` does to content HTML before it reaches the DOM: sanitizes it with the content
 * allow-list (DOMPurify in a browser). A module of its own so that a host whose API already
 * sends every piece of content HTML sanitized may put one that trusts it in its place at build
 * time, keeping DOMPurify off its first pages: the site does (apps/web/build/blocks-by-use.ts,
 * docs/decisions.md); every other host, Storybook and the tests sanitize here.
 */
export const renderedHtml: (html: string) => string = sanitizeContentHtml;
