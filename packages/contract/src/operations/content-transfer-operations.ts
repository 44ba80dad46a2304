import { z } from 'zod';
import { ContentDraftSchema, PUBLISHING_REFUSAL } from './content-editing-operations';
import { defineOperation } from './operation';
import { idParam } from './params';

// A course or page out as one file and back in as a draft (issue 23): the file has the format
// of the content folder's files (`apps/api/content/`), so the two move between servers.

/** What moves as a file: a course or a page (a room is a page). The site settings stay put. */
export const TransferKindSchema = /* @__PURE__ */ z.enum(['education', 'page']);
export type TransferKind = z.output<typeof TransferKindSchema>;

/**
 * A file to import: its kind and the document. The document is checked by its kind's schema on
 * the server, like a save; it gets a new id and address when its own are taken.
 */
export const ContentImportSchema = /* @__PURE__ */ z.object({
  kind: TransferKindSchema,
  data: z.looseObject({}),
});

export const exportContent = /* @__PURE__ */ defineOperation({
  id: 'exportContent',
  method: 'GET',
  path: '/api/admin/content/{kind}/{id}/export',
  access: 'administrator',
  refusal: PUBLISHING_REFUSAL,
  params: z.object({ kind: TransferKindSchema, id: idParam('id') }),
  answers: { 200: { file: 'application/json' } },
});

export const importContentDocument = /* @__PURE__ */ defineOperation({
  id: 'importContentDocument',
  method: 'POST',
  path: '/api/admin/content/import',
  access: 'administrator',
  refusal: PUBLISHING_REFUSAL,
  body: ContentImportSchema,
  answers: { 201: ContentDraftSchema },
});
