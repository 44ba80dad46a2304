import { z } from 'zod';
import { ArchiveFileSchema } from '../account';
import { ARCHIVE_ALLOWED_TYPES } from '../archive-types';
import { CommentSchema, NewCommentSchema } from '../comment';
import { ID_MAX } from '../values';
import { Ok } from './answers';
import { defineOperation, idParameterMessage } from './operation';
import { blockIdParam, idParam } from './params';

const PostParams = /* @__PURE__ */ z.object({ postId: idParam('postId') });
// One template for the archive's three calls (OpenAPI allows no two paths that differ only in
// a name): `id` is the post's id when listing and uploading, the file's id when deleting.
// A wrong post id is refused naming `postId`, as the API has always answered it: checked on the
// whole path, since a check of `id` alone could only name `id`.
const ArchivePostParams = /* @__PURE__ */ z
  .object({
    blockId: blockIdParam,
    // NaN when not digits, so that the check refuses it as one beyond the range.
    id: z.string().transform((text) => (/^\d{1,10}$/.test(text) ? Number(text) : Number.NaN)),
  })
  .check((context) => {
    if (!(context.value.id <= ID_MAX)) {
      const message = idParameterMessage('postId');
      context.issues.push({ code: 'custom', message, path: ['postId'], input: context.value.id });
    }
  });
const ArchiveFileParams = /* @__PURE__ */ z.object({ blockId: blockIdParam, id: idParam('id') });

export const listComments = /* @__PURE__ */ defineOperation({
  id: 'listComments',
  method: 'GET',
  path: '/api/comments/{postId}',
  access: 'optional',
  params: PostParams,
  answers: { 200: z.array(CommentSchema) },
});

export const postComment = /* @__PURE__ */ defineOperation({
  id: 'postComment',
  method: 'POST',
  path: '/api/comments/{postId}',
  access: 'user',
  params: PostParams,
  body: NewCommentSchema,
  answers: { 201: CommentSchema },
});

export const listArchiveFiles = /* @__PURE__ */ defineOperation({
  id: 'listArchiveFiles',
  method: 'GET',
  path: '/api/blocks/form/{blockId}/{id}',
  access: 'user',
  params: ArchivePostParams,
  answers: { 200: z.array(ArchiveFileSchema) },
});

export const uploadArchiveFile = /* @__PURE__ */ defineOperation({
  id: 'uploadArchiveFile',
  method: 'POST',
  path: '/api/blocks/form/{blockId}/{id}',
  access: 'user',
  params: ArchivePostParams,
  body: 'multipart',
  answers: { 201: ArchiveFileSchema },
});

export const deleteArchiveFile = /* @__PURE__ */ defineOperation({
  id: 'deleteArchiveFile',
  method: 'DELETE',
  path: '/api/blocks/form/{blockId}/{id}',
  access: 'user',
  params: ArchiveFileParams,
  answers: { 200: Ok },
});

export const downloadArchiveFile = /* @__PURE__ */ defineOperation({
  id: 'downloadArchiveFile',
  method: 'GET',
  path: '/api/blocks/form/download/{blockId}/{id}/{formId}',
  access: 'user',
  params: z.object({ blockId: blockIdParam, id: idParam('id'), formId: idParam('formId') }),
  answers: { 200: { file: ARCHIVE_ALLOWED_TYPES } },
});
