/**
 * Just enough of MIME (RFC 2045–2047) to read the mails the API writes with nodemailer: the
 * headers, the plain-text part (quoted-printable or base64, possibly inside multipart with a
 * PDF attached) and encoded-word subjects. Not a general mail parser.
 */
export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
}

interface MimeEntity {
  headers: Map<string, string>;
  body: string;
}

export function parseEml(source: string): ParsedMail {
  const mail = splitEntity(source.replace(/\r\n/g, '\n'));
  return {
    to: decodeWords(mail.headers.get('to') ?? ''),
    subject: decodeWords(mail.headers.get('subject') ?? ''),
    text: plainText(mail) ?? '',
  };
}

/** The links in a mail's text, in order. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

function splitEntity(source: string): MimeEntity {
  const end = source.indexOf('\n\n');
  const head = end === -1 ? source : source.slice(0, end);
  const body = end === -1 ? '' : source.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
}

function plainText(entity: MimeEntity): string | undefined {
  const contentType = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = entity.body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) {
        break;
      }
      const text = plainText(splitEntity(part.replace(/^\n/, '')));
      if (text !== undefined) {
        return text;
      }
    }
    return undefined;
  }
  if (!contentType.toLowerCase().startsWith('text/plain')) {
    return undefined;
  }
  return decodeBody(entity.body, entity.headers.get('content-transfer-encoding') ?? '7bit');
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeQuotedPrintable(body: string): string {
  // Soft line breaks (`=` at the end of a line) join lines; `=XX` are the bytes of UTF-8.
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
