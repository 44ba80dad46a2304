import { z } from 'zod';
import { EDITING_REFUSAL } from './content-editing-operations';
import { defineOperation } from './operation';
import { IdParams } from './params';

/** The types an editor's image may have: what every browser shows, and no SVG (it can carry scripts). */
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * An uploaded image as stored: scaled down, upright and without its metadata. `url` is where
 * pages load it from; `width` and `height` go into the block's `image` with the URL, so the page
 * keeps the image's place before it loads. The text alternative is not here: it belongs to
 * each use of the image, in the block.
 */
export const ContentImageSchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  mime_type: z.enum(CONTENT_IMAGE_TYPES),
  /** Bytes as stored (after scaling), not as uploaded. */
  size: z.number().int().nonnegative(),
  /** The file name it was uploaded with, for the editors' list. */
  name: z.string(),
  uploaded_at: z.number(),
});
export type ContentImage = z.output<typeof ContentImageSchema>;

export const uploadContentImage = /* @__PURE__ */ defineOperation({
  id: 'uploadContentImage',
  method: 'POST',
  path: '/api/admin/images',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  body: 'multipart',
  answers: { 201: ContentImageSchema },
});

export const listContentImages = /* @__PURE__ */ defineOperation({
  id: 'listContentImages',
  method: 'GET',
  path: '/api/admin/images',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  answers: { 200: z.array(ContentImageSchema) },
});

export const getContentImage = /* @__PURE__ */ defineOperation({
  id: 'getContentImage',
  method: 'GET',
  path: '/api/images/{id}',
  // Anyone, for an image a document they are sent names; drafts' images to editors (issue 38).
  access: 'optional',
  params: IdParams,
  answers: { 200: { file: CONTENT_IMAGE_TYPES } },
});
