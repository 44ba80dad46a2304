// The document title rule lives in the engine, so the server that fills the page shell for
// shared links and the site in the browser name a page alike (SPEC §2).
export { type DocumentTitleParts, documentTitle } from '@jamstalldhet/blocks/engine';
