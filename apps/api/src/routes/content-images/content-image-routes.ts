import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { type ContentImage, operations, operationUrl } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES, processImage } from '../../content/image-processing';
import { unixSeconds } from '../../format/unix-seconds';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { auditedChange, recordAudit } from '../../storage/audit';
import {
  addContentImage,
  type ContentImageRow,
  findContentImage,
  findContentImageByHash,
  listContentImages,
  readContentImageBytes,
} from '../../storage/content-images';
import { readUpload, safeFileName } from '../blocks/archive-upload';
import { imageAudience } from './image-visibility';

/**
 * An image anyone may see: a year, and never asked again (an image's id never gets other bytes;
 * a new upload is a new id). One only this caller may see: kept by their browser alone and asked
 * again each time, so that losing the right to it (an unpublish, a room left) is a 404 at once.
 */
const CACHE_CONTROL = {
  public: 'public, max-age=31536000, immutable',
  caller: 'private, no-cache',
} as const;

const IMAGE_MISSING = 'Bilden finns inte';
const TOO_LARGE = `Bilden är för stor (högst ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB).`;

function toWireImage(row: ContentImageRow): ContentImage {
  return {
    id: row.id,
    url: operationUrl(operations.getContentImage, { params: { id: row.id } }),
    width: row.width,
    height: row.height,
    mime_type: row.mimeType as ContentImage['mime_type'],
    size: row.size,
    name: row.name,
    uploaded_at: unixSeconds(row.createdAt),
  };
}

/** The strong entity tag of a stored image: the hash it is stored under. */
const entityTag = (contentHash: string) => `"${contentHash}"`;

export async function contentImageRoutes(app: FastifyInstance) {
  // Registered here, so only these routes parse multipart bodies, with the image's own limit.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 },
  });

  route(app, operations.uploadContentImage, async ({ user, request, reply }) => {
    const upload = await readUpload(request).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 413
        ? new HttpError(413, TOO_LARGE, 'file')
        : error;
    });
    if (!upload.file) {
      throw badRequest('Välj en bild att ladda upp', 'file');
    }
    if (upload.file.content.length === 0) {
      throw badRequest('Filen är tom.', 'file');
    }
    const name = safeFileName(upload.file.name);
    // The same file again is the image it already became: not processed, not stored twice.
    const contentHash = createHash('sha256').update(upload.file.content).digest('hex');
    const existing = await findContentImageByHash(app.db, contentHash);
    const audit = (row: ContentImageRow) => ({
      actor: user,
      action: 'content.image-upload' as const,
      target: name,
      details: { id: row.id, width: row.width, height: row.height },
    });
    let row: ContentImageRow;
    if (existing) {
      row = existing;
      await recordAudit(app.db, audit(row));
    } else {
      const image = await processImage(upload.file.content);
      row = await auditedChange(
        app.db,
        (tx) => addContentImage(tx, { ...image, contentHash, name, uploadedBy: user.id }),
        audit,
      );
    }
    reply.code(201);
    return toWireImage(row);
  });

  route(app, operations.listContentImages, async () => (await listContentImages(app.db)).map(toWireImage));

  route(app, operations.getContentImage, async ({ params: { id }, user, request, reply }) => {
    const image = await findContentImage(app.db, id);
    // An image no document the caller is sent names is as missing as one never uploaded.
    const audience = image ? await imageAudience(app.db, id, user) : null;
    if (!image || !audience) {
      throw notFound(IMAGE_MISSING);
    }
    const tag = entityTag(image.contentHash);
    reply
      .header('cache-control', CACHE_CONTROL[audience])
      .header('etag', tag)
      .header('vary', 'authorization, cookie')
      // Stored bytes are only ever an image: never sniffed as anything else, never run as a page.
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match']?.split(',').some((candidate) => candidate.trim() === tag)) {
      return reply.code(304).send();
    }
    const content = await readContentImageBytes(app.db, id);
    if (!content) {
      throw notFound(IMAGE_MISSING);
    }
    return reply.header('content-type', image.mimeType).send(content);
  });
}
