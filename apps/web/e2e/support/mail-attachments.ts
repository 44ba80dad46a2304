import { readFileSync } from 'node:fs';

/** A file attached to a mail, decoded. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return headers;
}

/**
 * The attachments of a mail the API wrote (an .eml file of nodemailer's: multipart/mixed,
 * attachments in base64), e.g. the certificate's PDF. Just enough MIME for that, as eml.ts
 * is for the text.
 */
export function mailAttachments(emlFile: string): MailAttachment[] {
  const source = readFileSync(emlFile, 'utf8').replace(/\r\n/g, '\n');
  const headEnd = source.indexOf('\n\n');
  const boundary = /boundary="?([^";\n]+)"?/i.exec(
    headersOf(source.slice(0, headEnd)).get('content-type') ?? '',
  )?.[1];
  if (!boundary) {
    return [];
  }
  const attachments: MailAttachment[] = [];
  for (const part of source
    .slice(headEnd + 2)
    .split(`--${boundary}`)
    .slice(1)) {
    if (part.startsWith('--')) {
      break;
    }
    const body = part.replace(/^\n/, '');
    const end = body.indexOf('\n\n');
    const headers = headersOf(body.slice(0, end));
    const disposition = headers.get('content-disposition') ?? '';
    const contentType = headers.get('content-type') ?? '';
    const filename = /(?:file)?name="?([^";]+)"?/i.exec(`${disposition};${contentType}`)?.[1];
    if (!filename || !/base64/i.test(headers.get('content-transfer-encoding') ?? '')) {
      continue;
    }
    attachments.push({
      filename,
      contentType: contentType.split(';')[0]?.trim() ?? '',
      content: Buffer.from(body.slice(end + 2).replace(/\s+/g, ''), 'base64'),
    });
  }
  return attachments;
}

/** Whether bytes are a PDF document: the header at the start and the end-of-file marker. */
export function isPdf(content: Buffer): boolean {
  return content.subarray(0, 5).toString('latin1') === '%PDF-' && content.includes('%%EOF', 0, 'latin1');
}
