// The document head of every page: title and social-share tags (SPEC §2).
export { documentTitle } from './document-title';
export { headerMeta, type MetaHeader, type PageMeta } from './page-meta';
export { useDocumentMeta } from './use-document-meta';
