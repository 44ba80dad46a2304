import {
  ARCHIVE_ALLOWED_EXTENSIONS,
  ARCHIVE_ALLOWED_TYPES,
  archiveFileProblem,
} from '@jamstalldhet/blocks/engine';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';

type ArchiveType = (typeof ARCHIVE_ALLOWED_TYPES)[number];
type ArchiveExtension = (typeof ARCHIVE_ALLOWED_EXTENSIONS)[number];

const tooLarge = () => new HttpError(413, 'Filen är för stor.');
const typeNotAllowed = () => new HttpError(415, 'Filtypen är inte tillåten.');

/** Longest stored file name, in characters. */
const NAME_MAX_LENGTH = 200;

// The type each allowed ending stands for: a file the browser sent without a type gets it, and a
// name must end as its type does. `satisfies` keeps this in step with the engine's lists.
const TYPE_BY_EXTENSION = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.txt': 'text/plain',
} as const satisfies Record<ArchiveExtension, ArchiveType>;

const startsWith = (signature: number[]) => (content: Buffer) =>
  content.length >= signature.length && signature.every((byte, index) => content[index] === byte);
const PDF = startsWith([0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
const ZIP = startsWith([0x50, 0x4b, 0x03, 0x04]); // PK: Office Open XML is a zip archive
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]); // older Office files
const JPEG = startsWith([0xff, 0xd8, 0xff]);
const PNG = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Text has no signature; programs and other binaries have zero bytes early on.
const TEXT = (content: Buffer) => !content.subarray(0, 8192).includes(0);

/** Whether the first bytes are what the claimed type's files begin with, so a renamed program is refused. */
const CONTENT_MATCHES: Record<ArchiveType, (content: Buffer) => boolean> = {
  'application/pdf': PDF,
  'application/msword': OLE,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'application/vnd.ms-excel': OLE,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ZIP,
  'application/vnd.ms-powerpoint': OLE,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ZIP,
  'image/jpeg': JPEG,
  'image/png': PNG,
  'text/plain': TEXT,
};

/** What a multipart upload carried: its file, if any, and its folder field. */
export interface Upload {
  file: { name: string; mimeType: string; content: Buffer } | null;
  folder: string | null;
}

// RFC 2046 §5.1.1: a boundary is 1 to 70 of these characters and does not end in a space.
const BOUNDARY_PARAMETER = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i;
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

function hasValidBoundary(contentType: string): boolean {
  const match = BOUNDARY_PARAMETER.exec(contentType);
  return BOUNDARY.test(match?.[1] ?? match?.[2] ?? '');
}

/**
 * Reads the multipart body: one file field `file` and an optional field `folder`. A file over
 * `ARCHIVE_MAX_BYTES` is a 413; anything that is not such a form (no or a malformed boundary,
 * a body cut off or framed with another boundary or bare LFs) is a 400 on `file`.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw badRequest('Skicka filen som multipart/form-data', 'file');
  }
  if (!hasValidBoundary(request.headers['content-type'] ?? '')) {
    throw badRequest('Formuläret saknar en giltig gräns (boundary)', 'file');
  }
  const upload: Upload = { file: null, folder: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read even when refused: the parser hands out the next part only after this one.
        const content = await part.toBuffer();
        if (part.fieldname !== 'file') {
          throw badRequest('Filen ska skickas i fältet file', 'file');
        }
        upload.file = { name: part.filename, mimeType: part.mimetype, content };
      } else if (part.fieldname === 'folder') {
        upload.folder = typeof part.value === 'string' ? part.value : null;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  return upload;
}

function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) {
    return error;
  }
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return tooLarge();
  }
  if (code === 'FST_FILES_LIMIT') {
    return badRequest('Ladda upp en fil åt gången', 'file');
  }
  // Anything else thrown while the parts are read is the parser refusing the client's framing
  // ("Unexpected end of multipart data", "Boundary not found", ...); its errors carry no code.
  return badRequest('Formuläret kunde inte läsas', 'file');
}

/**
 * A file name that is safe to store and to send back: the base name only, without control or
 * direction characters (which can disguise `exe.pdf` as `pdf.exe`), without characters that
 * file systems refuse, not hidden, and at most 200 characters with its ending kept.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const characters = Array.from(cleaned);
  if (characters.length === 0) {
    return 'fil';
  }
  if (characters.length <= NAME_MAX_LENGTH) {
    return cleaned;
  }
  const ending = /\.[a-z0-9]{1,5}$/i.exec(cleaned)?.[0] ?? '';
  return (
    characters
      .slice(0, NAME_MAX_LENGTH - ending.length)
      .join('')
      .trimEnd() + ending
  );
}

function extensionOf(name: string): string {
  return /\.[a-z0-9]{1,5}$/i.exec(name)?.[0]?.toLowerCase() ?? '';
}

function isArchiveExtension(extension: string): extension is ArchiveExtension {
  return (ARCHIVE_ALLOWED_EXTENSIONS as readonly string[]).includes(extension);
}

function isArchiveType(type: string): type is ArchiveType {
  return (ARCHIVE_ALLOWED_TYPES as readonly string[]).includes(type);
}

/**
 * The MIME type to store for an uploaded file, after the engine's rule (`archiveFileProblem`) and
 * two checks of its own: the name ends as the type does, and the content begins as the type's
 * files do. Refusals: 415 for the type, 400 on `file` when empty, 413 when too large.
 */
export function acceptedType(file: { name: string; mimeType: string; content: Buffer }): ArchiveType {
  const claimed = file.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  // Browsers send this for endings they do not know; the engine's rule then goes by the ending.
  const type = claimed === 'application/octet-stream' ? '' : claimed;
  const problem = archiveFileProblem({ name: file.name, type, size: file.content.length });
  if (problem === 'type') {
    throw typeNotAllowed();
  }
  if (problem === 'empty') {
    throw badRequest('Filen är tom.', 'file');
  }
  if (problem === 'too-large') {
    throw tooLarge();
  }
  const extension = extensionOf(file.name);
  const typeOfName = isArchiveExtension(extension) ? TYPE_BY_EXTENSION[extension] : null;
  const effective = type || typeOfName;
  if (!effective || !isArchiveType(effective) || typeOfName !== effective) {
    throw typeNotAllowed();
  }
  if (!CONTENT_MATCHES[effective](file.content)) {
    throw typeNotAllowed();
  }
  return effective;
}
