import type { FileInfo } from '@jamstalldhet/contract';
import { ARCHIVE_ALLOWED_TYPES } from '@jamstalldhet/contract';

// Names people know, for the MIME types course material comes in.
const TYPE_NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/msword': 'Word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.ms-powerpoint': 'PowerPoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/rtf': 'RTF',
  'application/zip': 'ZIP',
  'text/plain': 'Text',
  'text/csv': 'CSV',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/svg+xml': 'SVG',
  'audio/mpeg': 'MP3',
  'video/mp4': 'MP4',
};

const EXTENSION_NAMES: Readonly<Record<string, string>> = {
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  jpeg: 'JPG',
  txt: 'Text',
};

function extensionOf(path: string | undefined): string | undefined {
  const file = path?.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const match = /\.([a-z0-9]{1,5})$/i.exec(file);
  return match?.[1]?.toLowerCase();
}

/**
 * The file type as a learner reads it next to a download link: from the MIME type when it is
 * known, else from the extension of the name or URL (upper case), else `undefined`.
 *
 * @example fileTypeLabel({ mime_type: 'application/pdf' }) // 'PDF'
 * @example fileTypeLabel({ name: 'plan.docx' }) // 'Word'
 */
export function fileTypeLabel(
  file: Partial<Pick<FileInfo, 'mime_type' | 'name' | 'url'>>,
): string | undefined {
  const mime = file.mime_type?.split(';')[0]?.trim().toLowerCase();
  const named = mime ? TYPE_NAMES[mime] : undefined;
  if (named) {
    return named;
  }
  const extension = extensionOf(file.name) ?? extensionOf(file.url);
  if (!extension) {
    return undefined;
  }
  return EXTENSION_NAMES[extension] ?? extension.toUpperCase();
}

/** Largest file an archive accepts, in bytes (10 MB, counted in powers of 1000 like `formatFileSize`). */
export const ARCHIVE_MAX_BYTES = 10_000_000;

export { ARCHIVE_ALLOWED_TYPES } from '@jamstalldhet/contract';

/** File name endings of the allowed types, for the file picker and for files the browser gives no type. */
export const ARCHIVE_ALLOWED_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.jpg',
  '.jpeg',
  '.png',
  '.txt',
] as const;

/** Why a file cannot be uploaded to an archive. */
export type ArchiveFileProblem = 'empty' | 'too-large' | 'type';

/**
 * Whether a chosen file may be uploaded: not empty, at most `ARCHIVE_MAX_BYTES`, and of an
 * allowed type. Browsers leave `type` empty for endings they do not know, so the name's ending
 * decides then. The server checks again; this only spares the user a pointless upload.
 *
 * @example archiveFileProblem({ name: 'plan.pdf', type: 'application/pdf', size: 12_000_000 }) // 'too-large'
 */
export function archiveFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): ArchiveFileProblem | null {
  if (!isAllowedType(file)) {
    return 'type';
  }
  if (file.size === 0) {
    return 'empty';
  }
  if (file.size > ARCHIVE_MAX_BYTES) {
    return 'too-large';
  }
  return null;
}

function isAllowedType({ name, type }: Pick<File, 'name' | 'type'>): boolean {
  const mimeType = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mimeType !== '') {
    return (ARCHIVE_ALLOWED_TYPES as readonly string[]).includes(mimeType);
  }
  const lowerName = name.toLowerCase();
  return ARCHIVE_ALLOWED_EXTENSIONS.some((extension) => lowerName.endsWith(extension));
}
