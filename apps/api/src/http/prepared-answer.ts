import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { Operation } from '@jamstalldhet/contract';
import { cachedContent } from '../storage/content-cache';
import { checkedAnswer } from './answer-check';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An anonymous answer made once per content freshness window (issue 25): its JSON, its brotli
 * and gzip bytes, and its entity tag. Sending one costs a cache lookup and a write; nothing is
 * serialized, hashed or compressed per request.
 */
export interface PreparedAnswer {
  /** Its key in the content cache, where it is current while the cache holds it there. */
  key: string;
  /** The answer uncompressed: JSON, or a page's HTML (site/server-render.ts). */
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Serializes and compresses a value once per window per document. */
function prepareAnswer(key: string, value: unknown): Promise<PreparedAnswer> {
  return prepareBytes(key, Buffer.from(JSON.stringify(value)));
}

/**
 * Compresses bytes (JSON, or a page's HTML) once and tags them. Brotli at quality 5: about 15 %
 * larger than its top setting, but 6 ms instead of nearly a second for a 300 KB course, and the
 * first reader of each window waits for it.
 */
export async function prepareBytes(key: string, plain: Buffer): Promise<PreparedAnswer> {
  const [br, gzipped] = await Promise.all([
    brotliAsync(plain, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  // The same kind of tag the entity-tags plugin gives other public answers: a hash of the bytes.
  const etag = `W/"${createHash('sha1').update(plain).digest('base64url')}"`;
  return { key, plain, br, gzip: gzipped, etag };
}

/**
 * The prepared answer of `key` in the content cache (storage/content-cache.ts), made from what
 * `load` reads when the cache has none fresh, read with `operation`'s schema as every answer is
 * (answer-check.ts), once per freshness window; null when `load` finds nothing (a 404 to send).
 *
 * @example await preparedContent(app.db, 'settings-answer', operations.getSiteSettings, () => getSettings(app.db))
 */
export function preparedContent<T>(
  db: object,
  key: string,
  operation: Operation,
  load: () => Promise<T>,
): Promise<PreparedAnswer | (null extends T ? null : never)> {
  return cachedContent(db, key, async () => {
    const value = await load();
    return value === null ? null : prepareAnswer(key, checkedAnswer(operation, 200, value));
  }) as Promise<PreparedAnswer | (null extends T ? null : never)>;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send: brotli, else gzip, when `accept-encoding` names it (or `*`) without
 * `q=0`; else none.
 *
 * @example acceptedEncoding('gzip, deflate, br') // 'br'
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name !== '') {
      accepted.set(name, q === undefined ? 1 : Number(q));
    }
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : 'identity';
}

/** The bytes of a prepared answer in an encoding. */
export function preparedBytes(answer: PreparedAnswer, encoding: Encoding): Buffer {
  return encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.plain;
}
