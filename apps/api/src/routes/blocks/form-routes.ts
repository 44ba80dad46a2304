import multipart from '@fastify/multipart';
import { ARCHIVE_MAX_BYTES } from '@jamstalldhet/blocks/engine';
import { type ArchiveFile, type Block, operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../format/unix-seconds';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import {
  type ArchiveFileRow,
  addArchiveFile,
  deleteArchiveFile,
  findArchiveFile,
  listArchiveFiles,
  readArchiveFileContent,
} from '../../storage/archive';
import { findPost, mayReadArchiveFile, mayUsePost, type Post, publicName } from '../../storage/posts';
import type { UserRow } from '../../storage/sessions';
import { acceptedType, readUpload, safeFileName } from './archive-upload';

const ARCHIVE_BLOCK = 'education-archive';
const FILE_MISSING = 'Filen finns inte';

function toWireFile(row: ArchiveFileRow, userId: number): ArchiveFile {
  return {
    id: row.id,
    form_id: row.postId,
    name: row.name,
    mime_type: row.mimeType,
    size: row.size,
    uploaded_at: unixSeconds(row.createdAt),
    owner: publicName(row.ownerFirstName, row.ownerLastName),
    own: row.userId === userId,
    folder: row.folder,
  };
}

/** The folder chosen for an upload: empty is none; else one of the block's folders. */
function chosenFolder(block: Block, folder: string | null): string | null {
  const value = folder?.trim() ?? '';
  if (value === '') {
    return null;
  }
  if (!(block.folders ?? []).some((item) => String(item.id) === value)) {
    throw badRequest('Mappen finns inte i arkivet', 'folder');
  }
  return value;
}

/**
 * `attachment` with the name twice (RFC 6266): `filename` in ASCII for old clients, `filename*`
 * in UTF-8 so that 'Lärarhandledning åäö.pdf' keeps its letters.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function formRoutes(app: FastifyInstance) {
  // Registered here, so only these routes parse multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: ARCHIVE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 },
  });

  /**
   * The archive block on a post, for a user who may use it. Unknown posts and blocks, and rooms
   * the user is not a member of, are all a 404: a room's existence is no one else's business.
   */
  async function openArchive(
    where: { blockId: string; postId: number },
    user: UserRow,
  ): Promise<{ post: Post; block: Block }> {
    const post = await findPost(app.db, where.postId);
    const block = post?.blocks.find((item) => item.block_id === where.blockId && item.name === ARCHIVE_BLOCK);
    if (!post || !block || !(await mayUsePost(app.db, post, user.id))) {
      throw notFound('Arkivet finns inte');
    }
    return { post, block };
  }

  // On the archive's one path template `{id}` is the post's id when listing and uploading.
  route(app, operations.listArchiveFiles, async ({ params: { blockId, id: postId }, user }) => {
    const { post, block } = await openArchive({ blockId, postId }, user);
    const rows = await listArchiveFiles(app.db, {
      blockId: block.block_id,
      postId: post.id,
      // Outside rooms an archive is personal: each user sees only their own files.
      ...(post.room ? {} : { userId: user.id }),
    });
    return rows.map((row) => toWireFile(row, user.id));
  });

  route(
    app,
    operations.uploadArchiveFile,
    async ({ params: { blockId, id: postId }, user, request, reply }) => {
      const { post, block } = await openArchive({ blockId, postId }, user);
      // Counted before the body is read, so a refused upload costs no memory; its bytes once read.
      await rateLimit(app.db, reply, `archive-uploads:user:${user.id}`, RATE_LIMITS.archiveUploadsPerUser);
      const upload = await readUpload(request);
      if (!upload.file) {
        throw badRequest('Välj en fil att ladda upp', 'file');
      }
      await rateLimit(app.db, reply, `archive-bytes:user:${user.id}`, RATE_LIMITS.archiveUploadBytesPerUser, {
        amount: upload.file.content.length,
      });
      const name = safeFileName(upload.file.name);
      const mimeType = acceptedType({ ...upload.file, name });
      const row = await addArchiveFile(app.db, {
        blockId: block.block_id,
        postId: post.id,
        userId: user.id,
        name,
        mimeType,
        folder: chosenFolder(block, upload.folder),
        content: upload.file.content,
      });
      reply.code(201);
      return toWireFile(row, user.id);
    },
  );

  route(app, operations.deleteArchiveFile, async ({ params: { blockId, id }, user }) => {
    const file = await findArchiveFile(app.db, id);
    // Only the owner may delete; to everyone else the file is not there.
    if (!file || file.blockId !== blockId || file.userId !== user.id) {
      throw notFound(FILE_MISSING);
    }
    await deleteArchiveFile(app.db, file.id);
    return { ok: true as const };
  });

  route(app, operations.downloadArchiveFile, async ({ params: { blockId, id, formId }, user, reply }) => {
    const file = await findArchiveFile(app.db, id);
    if (
      !file ||
      file.blockId !== blockId ||
      file.postId !== formId ||
      !(await mayReadArchiveFile(app.db, file, user.id))
    ) {
      throw notFound(FILE_MISSING);
    }
    const content = await readArchiveFileContent(app.db, file.id);
    if (!content) {
      throw notFound(FILE_MISSING);
    }
    return (
      reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(file.name))
        // Uploaded bytes are never run as a page: no sniffing, no scripts, no caching by others.
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(content)
    );
  });
}
