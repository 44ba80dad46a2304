import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;

/** Whether the built website is there to serve. */
export function hasWebSite(root: string): boolean {
  return existsSync(path.join(root, 'index.html'));
}

/**
 * Serves the built website on the API's origin: files from `root`, hashed assets cached for a
 * year, and `index.html` for every other GET outside `/api/`, so the site's router shows the
 * page (or its own not-found page). Returns the handler for requests no route matched.
 */
export async function registerWebSite(app: FastifyInstance, root: string) {
  const indexHtml = readFileSync(path.join(root, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // Vite puts content-hashed files under assets/: they never change under the same name.
    setHeaders(response, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'cache-control',
        hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=300',
      );
    },
  });

  return function serveSite(request: FastifyRequest, reply: FastifyReply): boolean {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/api/')) {
      return false;
    }
    // The page shell must always be fresh so a new release's asset names are picked up.
    void reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    return true;
  };
}
