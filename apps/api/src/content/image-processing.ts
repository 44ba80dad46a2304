import type { ContentImage } from '@jamstalldhet/contract';
import sharp from 'sharp';
import { limitConcurrency, QueueFullError } from '../auth/concurrency';
import { HttpError } from '../http/errors';

/** The largest upload read, in bytes: a camera's JPEG fits, a raw scan does not. */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/**
 * The most pixels an upload may declare (a 50-megapixel camera fits). A few kilobytes of PNG can
 * declare gigapixels; libvips refuses them from the header, before decoding anything.
 */
export const IMAGE_MAX_INPUT_PIXELS = 64_000_000;

/** The longer side of a stored image, at most: a full-width hero on a 2× screen, no more. */
export const IMAGE_MAX_SIDE = 2400;

type ImageType = ContentImage['mime_type'];

const TYPE_OF_FORMAT: Readonly<Record<string, ImageType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

// libvips runs only the loaders of the three formats editors may upload: an SVG, GIF, TIFF,
// HEIF or anything else is "unsupported" to it, so no other parser ever sees uploaded bytes.
// Process-wide; this module is the API's only user of sharp.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({ operation: ['VipsForeignLoadJpeg', 'VipsForeignLoadPng', 'VipsForeignLoadWebp'] });
// Every upload is a new image: a cache of decoded ones only holds memory.
sharp.cache(false);
// One libvips thread per image, and (below) one image at a time: an upload takes at most one of
// the two cores the API runs on, and requests keep the other. The work runs on libuv's threads,
// never on the event loop.
sharp.concurrency(1);

/** Uploads processed at once, and how many may wait: beyond that the answer is a 503 at once. */
const processing = limitConcurrency(1, { waitingPerSlot: 4 });
const BUSY_RETRY_AFTER_SECONDS = 5;

const NOT_AN_IMAGE = 'Bilden ska vara en PNG-, JPEG- eller WebP-fil.';
const UNREADABLE = 'Bilden kunde inte läsas: filen är skadad eller ofullständig.';
const TOO_MANY_PIXELS = `Bilden har för många bildpunkter (högst ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} miljoner).`;
const BUSY = 'Många bilder laddas upp just nu. Försök igen om en stund.';

/** What an upload became: the bytes to store and what they are. */
export interface ProcessedImage {
  content: Buffer;
  mimeType: ImageType;
  width: number;
  height: number;
}

/**
 * Makes an upload fit to store: its type read from the bytes (PNG, JPEG or WebP; the name and
 * the browser's type count for nothing), turned upright by its EXIF orientation, scaled down to
 * at most `IMAGE_MAX_SIDE` on the longer side (never up), and encoded again in its own format,
 * which leaves its metadata behind: a phone photo's GPS position is not published with it.
 * Refusals name `file`: 415 for another type, 413 for too many pixels, 400 for broken bytes,
 * and 503 when too many uploads wait already.
 */
export async function processImage(upload: Buffer): Promise<ProcessedImage> {
  try {
    return await processing.run(() => reencode(upload));
  } catch (error) {
    throw refusal(error);
  }
}

async function reencode(upload: Buffer): Promise<ProcessedImage> {
  // `failOn: 'error'` refuses a cut-off or corrupt file; mere warnings (stray bytes after the
  // image, which some cameras write) pass.
  const input = sharp(upload, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' });
  const { format } = await input.metadata();
  const mimeType = TYPE_OF_FORMAT[format];
  if (!mimeType) {
    throw new HttpError(415, NOT_AN_IMAGE, 'file');
  }
  const pipeline = input
    .autoOrient()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    mimeType === 'image/jpeg'
      ? pipeline.jpeg({ quality: 82, progressive: true })
      : mimeType === 'image/webp'
        ? pipeline.webp({ quality: 80 })
        : pipeline.png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { content: data, mimeType, width: info.width, height: info.height };
}

function refusal(error: unknown): HttpError {
  if (error instanceof HttpError) {
    return error;
  }
  if (error instanceof QueueFullError) {
    return new HttpError(503, BUSY, undefined, BUSY_RETRY_AFTER_SECONDS);
  }
  // libvips says why in words only.
  const message = error instanceof Error ? error.message : '';
  if (/unsupported image format/i.test(message)) {
    return new HttpError(415, NOT_AN_IMAGE, 'file');
  }
  if (/pixel limit/i.test(message)) {
    return new HttpError(413, TOO_MANY_PIXELS, 'file');
  }
  return new HttpError(400, UNREADABLE, 'file');
}
