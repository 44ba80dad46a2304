// Writes public/delningsbild.png, the default social-share image (settings.share.image):
// 1200 × 630 pixels, the size Facebook, LinkedIn and X show large, in the brand purple.
// Run again after changing the colour: `node apps/web/scripts/make-share-image.mjs`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 1200;
const HEIGHT = 630;
const BRAND_PURPLE = [0x5a, 0x2d, 0x82];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE_RGB = 2;

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function header() {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(WIDTH, 0);
  data.writeUInt32BE(HEIGHT, 4);
  data[8] = 8; // bits per channel
  data[9] = COLOUR_TYPE_RGB;
  // Bytes 10–12: deflate compression, adaptive filtering, no interlace (all zero).
  return chunk('IHDR', data);
}

function pixels() {
  const rowLength = 1 + WIDTH * 3;
  const raw = Buffer.alloc(rowLength * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * rowLength;
    raw[row] = 0; // filter type "none"
    for (let x = 0; x < WIDTH; x += 1) {
      raw.set(BRAND_PURPLE, row + 1 + x * 3);
    }
  }
  return chunk('IDAT', deflateSync(raw, { level: 9 }));
}

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/delningsbild.png');
writeFileSync(target, Buffer.concat([PNG_SIGNATURE, header(), pixels(), chunk('IEND', Buffer.alloc(0))]));
console.log(`wrote ${path.relative(process.cwd(), target)} (${WIDTH}×${HEIGHT})`);
