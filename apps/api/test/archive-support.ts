import { PageSchema } from '@jamstalldhet/contract';
import type { Database } from '../src/db/database';
import { savePage } from '../src/storage/content';

/** The smallest file the archive takes as a PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Page 600 (`/material`) with the archive block `arkiv` (optionally with folders) and a text block, which is no archive. */
export function saveArchivePage(db: Database, folders?: Array<{ id: string; title: string }>) {
  return savePage(
    db,
    PageSchema.parse({
      id: 600,
      slug: 'material',
      title: 'Material',
      components: [
        { block_id: 'arkiv', name: 'education-archive', ...(folders ? { folders } : {}) },
        { block_id: 'text', name: 'text', html: '<p>Hej</p>' },
      ],
    }),
  );
}

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** A well-formed multipart/form-data body written by hand, file names in raw UTF-8 as browsers send them. */
export function multipart(parts: Part[]) {
  const boundary = '----jamstalldhet-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) {
      head += `; filename="${part.filename}"`;
    }
    head += '\r\n';
    if (part.type !== undefined) {
      head += `Content-Type: ${part.type}\r\n`;
    }
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
