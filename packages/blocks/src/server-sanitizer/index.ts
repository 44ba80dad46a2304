/**
 * `@jamstalldhet/blocks/server`: what a Node server needs of the package without a DOM. The
 * sanitizers here give the same results as the engine's, which run in the browser.
 */
export { sanitizeComment, sanitizeContentHtml } from './sanitize';
