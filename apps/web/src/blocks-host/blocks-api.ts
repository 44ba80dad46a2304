import type { BlocksApi } from '@jamstalldhet/blocks';
import { type ArchiveFile, type EducationSummary, operations } from '@jamstalldhet/contract';
import type { ApiClient } from '../http/api-client';

/**
 * The calls the blocks may make (their `BlocksApi`), over the site's API client, which reads each
 * answer as the contract's `readAnswer` does (the API holds its answers to the schemas). Inside a
 * course the player adds its own: checking answers and requesting the certificate.
 */
export function createBlocksApi(
  api: ApiClient,
  options: { onLogout: () => Promise<void>; knownEducations?: () => EducationSummary[] | undefined },
): BlocksApi {
  return {
    listComments: (postId) => api.call(operations.listComments, { params: { postId } }),
    postComment: async (postId, comment) => {
      await api.call(operations.postComment, { params: { postId }, body: comment });
    },
    listArchiveFiles: (blockId, postId) =>
      api.call(operations.listArchiveFiles, { params: { blockId, id: postId } }),
    uploadArchiveFile: async (blockId, postId, file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      await api.call(operations.uploadArchiveFile, { params: { blockId, id: postId }, body: form });
    },
    deleteArchiveFile: async (blockId, fileId) => {
      await api.call(operations.deleteArchiveFile, { params: { blockId, id: fileId } });
    },
    // A plain link: the API reads the session cookie on downloads, which carry no header.
    archiveFileUrl: (blockId, file: ArchiveFile) =>
      api.link(operations.downloadArchiveFile, {
        params: { blockId, id: file.id, formId: file.form_id ?? 0 },
      }),
    listEducations: () => api.call(operations.listEducations),
    knownEducations: options.knownEducations,
    requestAccess: async (educationId) => {
      await api.call(operations.requestAccess, { params: { educationId } });
    },
    listCertificates: () => api.call(operations.listMyCertificates),
    listRoomUsers: (roomId) => api.call(operations.listRoomUsers, { params: { id: roomId } }),
    updateProfile: async (profile) => {
      await api.call(operations.updateProfile, { body: profile });
    },
    changePassword: async (change) => {
      await api.call(operations.changePassword, { body: change });
    },
    deleteAccount: async (request) => {
      await api.call(operations.deleteAccount, { body: request });
    },
    logout: options.onLogout,
  };
}
