import type { BlocksApi } from '@jamstalldhet/blocks';
import {
  type ArchiveFile,
  ArchiveFileSchema,
  CertificateSummarySchema,
  CommentSchema,
  EducationSummarySchema,
  RoomUserSchema,
} from '@jamstalldhet/contract';
import { z } from 'zod';
import type { ApiClient } from '../http/api-client';

const id = (value: number | string) => encodeURIComponent(String(value));

/**
 * The calls the blocks may make (their `BlocksApi`), over the site's API client. Answers are
 * checked against the contract, so a block never renders a malformed answer. Inside a course
 * the player adds its own: checking answers and requesting the certificate.
 */
export function createBlocksApi(api: ApiClient, options: { onLogout: () => Promise<void> }): BlocksApi {
  return {
    listComments: async (postId) =>
      z.array(CommentSchema).parse(await api.get(`/api/comments/${id(postId)}`)),
    postComment: async (postId, comment) => {
      await api.post(`/api/comments/${id(postId)}`, comment);
    },
    listArchiveFiles: async (blockId, postId) =>
      z.array(ArchiveFileSchema).parse(await api.get(`/api/blocks/form/${id(blockId)}/${id(postId)}`)),
    uploadArchiveFile: async (blockId, postId, file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      await api.send('POST', `/api/blocks/form/${id(blockId)}/${id(postId)}`, { formData: form });
    },
    deleteArchiveFile: async (blockId, fileId) => {
      await api.delete(`/api/blocks/form/${id(blockId)}/${id(fileId)}`);
    },
    // A plain link: the API reads the session cookie on downloads, which carry no header.
    archiveFileUrl: (blockId, file: ArchiveFile) =>
      api.url(`/api/blocks/form/download/${id(blockId)}/${id(file.id)}/${id(file.form_id ?? 0)}`),
    listEducations: async () => z.array(EducationSummarySchema).parse(await api.get('/api/educations')),
    requestAccess: async (educationId) => {
      await api.post(`/api/user/request_access/${id(educationId)}`);
    },
    listCertificates: async () =>
      z.array(CertificateSummarySchema).parse(await api.get('/api/user/educations/certificates')),
    listRoomUsers: async (roomId) =>
      z.array(RoomUserSchema).parse(await api.get(`/api/user/rooms/${id(roomId)}/users`)),
    updateProfile: async (profile) => {
      await api.post('/api/user/me', profile);
    },
    changePassword: async (change) => {
      await api.post('/api/user/me/password', change);
    },
    deleteAccount: async (request) => {
      await api.delete('/api/user/delete', { body: request });
    },
    logout: options.onLogout,
  };
}
