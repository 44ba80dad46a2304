// The title and share-tag rule lives in the engine, so the server that fills the page shell
// for shared links and the site in the browser give a page the same card (SPEC §2).
export { type MetaTag, type ResolvedMeta, resolveMeta } from '@jamstalldhet/blocks/engine';
