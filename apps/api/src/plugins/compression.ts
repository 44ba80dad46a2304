import fastifyCompress from '@fastify/compress';
import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { fastifyPath } from '../http/operation-route';

/**
 * The calls that send stored files: certificate PDFs, archive uploads and editors' images. They
 * go out as they are: PDFs, images and most uploads are compressed formats already, and
 * compressing a stream of someone's upload buys nothing but CPU.
 */
export const FILE_ROUTES = [
  operations.certificatePdf,
  operations.downloadArchiveFile,
  operations.getContentImage,
].map((operation) => fastifyPath(operation.path));

/**
 * Compresses answers the client accepts compressed (`accept-encoding`: brotli or gzip) when
 * their type compresses (HTML, JavaScript, CSS, SVG, JSON, text; not images or PDFs) and they
 * are 1 KiB or more. Must be registered before any route: the plugin attaches itself to each
 * route as the route is added.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (FILE_ROUTES.includes(route.url)) {
      route.compress = false;
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
