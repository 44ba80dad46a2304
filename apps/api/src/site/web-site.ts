import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { resolveMeta } from '@jamstalldhet/blocks/engine';
import { isApiPath } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getSettings } from '../storage/content';
import { initialData, initialDataElement } from './initial-data';
import { type PageShell, preparePageShell, renderPageShell } from './page-shell';
import { type RouteMeta, routeMeta } from './route-meta';

const ONE_YEAR_SECONDS = 31_536_000;
// Site addresses never have a dot in their last segment (slugs, levels, tokens); files do.
const LOOKS_LIKE_FILE = /\.[^/]*$/;

/** The built website: where its files are and its page shell, read once at start. */
export interface WebSite {
  root: string;
  shell: PageShell;
}

/** The built website in `root`, or null when there is none to serve (no index.html). */
export function loadWebSite(root: string): WebSite | null {
  const indexPath = path.join(root, 'index.html');
  if (!root || !existsSync(indexPath)) {
    return null;
  }
  return { root, shell: preparePageShell(readFileSync(indexPath, 'utf8')) };
}

/**
 * Serves the built website on the API's origin: files from its root, hashed assets cached for
 * a year, and for every other GET outside `/api/` the page shell with that page's title and
 * share tags filled in (SPEC §2), so a shared link shows its card without JavaScript. The
 * site's router then shows the page; an address it cannot show is answered 404.
 */
export async function registerWebSite(app: FastifyInstance, site: WebSite) {
  await app.register(fastifyStatic, {
    root: site.root,
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

  // A route, not the not-found handler, so compression and the security headers apply to it.
  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing file (an image, an old release's asset) is no page: no shell, no lookups.
    if (isApiPath(pathname) || LOOKS_LIKE_FILE.test(pathname)) {
      return reply.callNotFound();
    }
    const [{ meta, status, pageSlug }, settings] = await Promise.all([
      routeMetaOrDefault(app, pathname),
      getSettings(app.db).catch(() => undefined),
    ]);
    const data: Record<string, string> = status === 200 ? await initialDataOrNone(app, pageSlug) : {};
    const html = renderPageShell(
      site.shell,
      resolveMeta(meta, settings?.share, `${app.config.publicUrl}${pathname}`),
      initialDataElement(data),
    );
    // The page shell must always be fresh so a new release's asset names are picked up.
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/** The first answers the page needs; without them (a failure) the site fetches them itself. */
async function initialDataOrNone(app: FastifyInstance, pageSlug: string | undefined) {
  try {
    return await initialData(app, pageSlug);
  } catch (error) {
    app.log.error(error);
    return {};
  }
}

/** A page's meta; if the content cannot be read, the shell still goes out with the defaults. */
async function routeMetaOrDefault(app: FastifyInstance, pathname: string): Promise<RouteMeta> {
  try {
    return await routeMeta(app.db, pathname);
  } catch (error) {
    app.log.error(error);
    return { meta: {}, status: 200 };
  }
}
