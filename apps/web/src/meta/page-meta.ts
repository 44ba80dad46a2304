// The header rule is the engine's, shared with the server that fills index.html (one rule).
export { headerMeta, type MetaHeader, type PageMeta } from '@jamstalldhet/blocks/engine';
