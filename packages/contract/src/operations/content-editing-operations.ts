import { z } from 'zod';
import { SLUG_PATTERN } from '../site-pages';
import { ID_MAX } from '../values';
import { defineOperation } from './operation';
import { idParam } from './params';

/** The 403 of the calls editors and administrators make (writing drafts, issue 36). */
export const EDITING_REFUSAL = 'Endast redaktörer och administratörer kan redigera innehåll';
/** The 403 of the calls only administrators make: publishing and what acts on published content. */
export const PUBLISHING_REFUSAL =
  'Endast administratörer kan publicera, granska, avpublicera, ta bort, exportera och importera innehåll';

/** What an editor edits: a course, a page (a room is a page) or the site settings (id 1). */
export const ContentKindSchema = /* @__PURE__ */ z.enum(['education', 'page', 'settings']);
export type ContentKind = z.output<typeof ContentKindSchema>;

/** A document's state: never published, published as the draft is, or published with changes since. */
export const ContentStateSchema = /* @__PURE__ */ z.enum(['draft', 'published', 'changed']);
export type ContentState = z.output<typeof ContentStateSchema>;

/** The lowercase address part a page or course is reached by (`/{slug}`). */
export const SlugSchema = /* @__PURE__ */ z
  .string()
  .regex(SLUG_PATTERN, 'Använd små bokstäver a–z, siffror och bindestreck');

/**
 * Where a draft is in review (issue 36): an editor sent it (`pending`) or an administrator sent
 * it back with a comment (`returned`). `by` is who did the last step, `at` when, `version` the
 * draft's version it was taken on (the draft may have been saved since).
 */
export const ContentReviewSchema = /* @__PURE__ */ z.object({
  state: z.enum(['pending', 'returned']),
  version: z.number().int().nonnegative(),
  by: z.string().nullable(),
  at: z.number(),
  comment: z.string().nullable(),
});
export type ContentReview = z.output<typeof ContentReviewSchema>;

/** One document in the editors' list. */
export const ContentEntrySchema = /* @__PURE__ */ z.object({
  kind: ContentKindSchema,
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  post_type: z.string().nullable(),
  state: ContentStateSchema,
  /** The draft's version (0 when nobody has changed the published document): what a removal names. */
  version: z.number().int().nonnegative(),
  review: ContentReviewSchema.nullable(),
  changed_by: z.string().nullable(),
  changed_at: z.number().nullable(),
});
export type ContentEntry = z.output<typeof ContentEntrySchema>;

/** A document's draft as an editor opens it: the version a save must name, and the data. */
export const ContentDraftSchema = /* @__PURE__ */ z.object({
  kind: ContentKindSchema,
  id: z.number().int(),
  version: z.number().int().nonnegative(),
  state: ContentStateSchema,
  saved_by: z.string().nullable(),
  saved_at: z.number().nullable(),
  review: ContentReviewSchema.nullable(),
  data: z.looseObject({}),
});
export type ContentDraft = z.output<typeof ContentDraftSchema>;

/** A save: the version the editor started from, and the whole document as it is now. */
export const DraftSaveSchema = /* @__PURE__ */ z.object({
  version: z.number().int().nonnegative().max(ID_MAX),
  data: z.looseObject({}),
});

/** A publish or a restore names the draft version the editor has seen. */
export const DraftVersionSchema = /* @__PURE__ */ z.object({
  version: z.number().int().nonnegative().max(ID_MAX),
});

/** Longest reason an administrator may give for publishing over varningar. */
export const MOTIVERING_MAX_LENGTH = 2000;

/**
 * A publish: the draft version the administrator has seen, and, when the draft has varningar of
 * the content rules (issue 40), why it is published all the same. The reason is public: it is
 * listed with each varning in the accessibility statement.
 */
export const PublishContentSchema = /* @__PURE__ */ DraftVersionSchema.extend({
  motivering: z
    .string()
    .trim()
    .max(MOTIVERING_MAX_LENGTH, `Motiveringen får ha högst ${MOTIVERING_MAX_LENGTH} tecken`)
    .optional(),
});

/** An administrator sends a draft back: the version they read and what should change. */
export const ReviewReturnSchema = /* @__PURE__ */ z.object({
  version: z.number().int().nonnegative().max(ID_MAX),
  comment: z
    .string()
    .trim()
    .min(1, 'Skriv vad som behöver ändras')
    .max(2000, 'Kommentaren får ha högst 2000 tecken'),
});

/** A new course: its title and address. */
export const NewEducationSchema = /* @__PURE__ */ z.object({
  title: z.string().trim().min(1, 'Skriv en titel').max(200, 'Titeln får ha högst 200 tecken'),
  slug: SlugSchema,
});

/** A new page: its title and address, as a new course's. */
export const NewPageSchema = NewEducationSchema;

/** One publish, restore or import of a document, or a snapshot of its draft while it was edited. */
export const ContentRevisionSchema = /* @__PURE__ */ z.object({
  number: z.number().int().positive(),
  // `before`: the draft as it was before a removal or a restore (issue 36).
  source: z.enum(['editor', 'restore', 'import', 'draft', 'before']),
  author: z.string().nullable(),
  at: z.number(),
  summary: z.array(z.string()),
});
export type ContentRevision = z.output<typeof ContentRevisionSchema>;

const DocumentParams = /* @__PURE__ */ z.object({ kind: ContentKindSchema, id: idParam('id') });

export const listContent = /* @__PURE__ */ defineOperation({
  id: 'listContent',
  method: 'GET',
  path: '/api/admin/content',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  answers: { 200: z.array(ContentEntrySchema) },
});

export const createEducationDraft = /* @__PURE__ */ defineOperation({
  id: 'createEducationDraft',
  method: 'POST',
  path: '/api/admin/content/educations',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  body: NewEducationSchema,
  answers: { 201: ContentDraftSchema },
});

export const createPageDraft = /* @__PURE__ */ defineOperation({
  id: 'createPageDraft',
  method: 'POST',
  path: '/api/admin/content/pages',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  body: NewPageSchema,
  answers: { 201: ContentDraftSchema },
});

export const getContentDraft = /* @__PURE__ */ defineOperation({
  id: 'getContentDraft',
  method: 'GET',
  path: '/api/admin/content/{kind}/{id}',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  params: DocumentParams,
  answers: { 200: ContentDraftSchema },
});

export const saveContentDraft = /* @__PURE__ */ defineOperation({
  id: 'saveContentDraft',
  method: 'PUT',
  path: '/api/admin/content/{kind}/{id}/draft',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  params: DocumentParams,
  body: DraftSaveSchema,
  answers: { 200: ContentDraftSchema },
});

export const publishContent = /* @__PURE__ */ defineOperation({
  id: 'publishContent',
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/publish',
  access: 'administrator',
  refusal: PUBLISHING_REFUSAL,
  params: DocumentParams,
  body: PublishContentSchema,
  answers: { 200: ContentDraftSchema },
});

/** An editor sends the draft they have seen for review; it must pass the publish checks. */
export const requestContentReview = /* @__PURE__ */ defineOperation({
  id: 'requestContentReview',
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/review',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  params: DocumentParams,
  body: DraftVersionSchema,
  answers: { 200: ContentDraftSchema },
});

/** An administrator sends a draft in review back to its editor, with a comment. */
export const returnContentReview = /* @__PURE__ */ defineOperation({
  id: 'returnContentReview',
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/review/return',
  access: 'administrator',
  refusal: PUBLISHING_REFUSAL,
  params: DocumentParams,
  body: ReviewReturnSchema,
  answers: { 200: ContentDraftSchema },
});

export const listContentRevisions = /* @__PURE__ */ defineOperation({
  id: 'listContentRevisions',
  method: 'GET',
  path: '/api/admin/content/{kind}/{id}/revisions',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  params: DocumentParams,
  answers: { 200: z.array(ContentRevisionSchema) },
});

/** One revision with the whole document as it was then: what "Visa" and "Jämför" read. */
export const ContentRevisionDocumentSchema = /* @__PURE__ */ ContentRevisionSchema.extend({
  data: z.record(z.string(), z.unknown()),
});
export type ContentRevisionDocument = z.output<typeof ContentRevisionDocumentSchema>;

export const getContentRevision = /* @__PURE__ */ defineOperation({
  id: 'getContentRevision',
  method: 'GET',
  path: '/api/admin/content/{kind}/{id}/revisions/{number}',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  params: z.object({ kind: ContentKindSchema, id: idParam('id'), number: idParam('number') }),
  answers: { 200: ContentRevisionDocumentSchema },
});

export const restoreContentRevision = /* @__PURE__ */ defineOperation({
  id: 'restoreContentRevision',
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/revisions/{number}/restore',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  params: z.object({ kind: ContentKindSchema, id: idParam('id'), number: idParam('number') }),
  body: DraftVersionSchema,
  answers: { 200: ContentDraftSchema },
});
