import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { resolveMeta } from '@jamstalldhet/blocks/engine';
import { isApiPath, SHUFFLE_SEED_KEY } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prepareBytes } from '../http/prepared-answer';
import { getSettings } from '../storage/content';
import { cachedContent } from '../storage/content-cache';
import { registerConsentForm } from './consent-form';
import { initialData, initialDataElement, initialDataJson } from './initial-data';
import { type PageShell, preparePageShell, renderPageShell } from './page-shell';
import { type RouteMeta, routeMeta } from './route-meta';
import {
  consentOf,
  consentVariant,
  loadPageRenderer,
  opensCookiePopup,
  type PageRenderer,
  RENDERER_FILE,
  rendersOnServer,
  sendPreparedPage,
} from './server-render';

const ONE_YEAR_SECONDS = 31_536_000;
// Site addresses never have a dot in their last segment (slugs, levels, tokens); files do.
const LOOKS_LIKE_FILE = /\.[^/]*$/;

/** The built website: where its files are and its page shell, read once at start. */
export interface WebSite {
  root: string;
  shell: PageShell;
}

/** The HTML of one address: its status, and its bytes made once per content freshness window. */
interface PageAnswer {
  status: 200 | 404;
  html: string;
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

  const renderer = await loadPageRenderer(site.root);
  await registerConsentForm(app);
  if (!renderer) {
    app.log.warn(
      `${site.root} has no server render (${RENDERER_FILE}): pages are drawn in the browser only.`,
    );
  }

  // A route, not the not-found handler, so compression and the security headers apply to it.
  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing file (an image, an old release's asset) is no page: no shell, no lookups.
    if (isApiPath(pathname) || LOOKS_LIKE_FILE.test(pathname)) {
      return reply.callNotFound();
    }
    if (renderer && rendersOnServer(request, pathname)) {
      const consent = consentOf(request);
      const settings = await getSettings(app.db).catch(() => undefined);
      const cookiePopup = opensCookiePopup(request, pathname, consent, settings?.analytics_vendor_ips ?? []);
      // Per address, cookie choice and popup; the content cache bounds how many are kept.
      const key = `site-page:${consentVariant(consent, cookiePopup)}:${pathname}`;
      const page = await cachedContent(app.db, key, async () => {
        const answer = await pageAnswer(app, site, pathname, (initialData) =>
          renderOrNothing(app, renderer, { path: pathname, initialData, consent, cookiePopup }),
        );
        return { status: answer.status, prepared: await prepareBytes(key, Buffer.from(answer.html)) };
      });
      return sendPreparedPage(request, reply.code(page.status), page.prepared);
    }
    const { status, html } = await pageAnswer(app, site, pathname);
    // The page shell must always be fresh so a new release's asset names are picked up.
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/**
 * The page of an address: the shell with its title, share tags and first answers, and, given a
 * render, the page's own HTML drawn from those answers (a 200 only: a missing page is drawn by
 * the browser, which knows what to offer instead).
 */
async function pageAnswer(
  app: FastifyInstance,
  site: WebSite,
  pathname: string,
  render?: (initialData: string) => Promise<string>,
): Promise<PageAnswer> {
  const [{ meta, status, pageSlug }, settings] = await Promise.all([
    routeMetaOrDefault(app, pathname),
    getSettings(app.db).catch(() => undefined),
  ]);
  const data: Record<string, string> = status === 200 ? await initialDataOrNone(app, pageSlug) : {};
  if (render) {
    // The order of shuffled cards in this render, for the browser to hydrate them in (issue 25).
    data[SHUFFLE_SEED_KEY] = String(randomInt(2 ** 31));
  }
  const json = initialDataJson(data);
  const appHtml = render && status === 200 && pageSlug !== undefined ? await render(json) : '';
  const html = renderPageShell(
    site.shell,
    resolveMeta(meta, settings?.share, `${app.config.publicUrl}${pathname}`),
    initialDataElement(json),
    appHtml,
  );
  return { status, html };
}

/** The page's HTML, or nothing (the browser draws it) when the render fails. */
async function renderOrNothing(
  app: FastifyInstance,
  renderer: PageRenderer,
  page: Parameters<PageRenderer['renderPage']>[0],
): Promise<string> {
  try {
    return await renderer.renderPage(page);
  } catch (error) {
    app.log.error(error, `the server render of ${page.path} failed; the browser draws the page`);
    return '';
  }
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
