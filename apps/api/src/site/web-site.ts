import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { canonicalPath, resolveMeta } from '@jamstalldhet/blocks/engine';
import { isApiPath, pageSpelling, SHUFFLE_SEED_KEY } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PreparedAnswer, prepareBytes } from '../http/prepared-answer';
import { getSettings } from '../storage/content';
import { cachedPage, peekContent } from '../storage/content-cache';
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

/** A page rendered on the server, kept in the page store: its status and prepared bytes. */
interface RenderedPage {
  status: 200 | 404;
  prepared: PreparedAnswer;
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
    const [pathname = '/', query] = splitQuery(request.url);
    // Every other spelling of an address goes to its one spelling before anything is looked up
    // or rendered (SPEC §2), so each page has one address, one render and one cache entry: the
    // path's, and a fixed page's segments as the page table writes them (the router takes any case).
    const canonical = pageSpelling(canonicalPath(pathname));
    // An API call not found is no page (the API's addresses are exact), nor is a missing file
    // (an image, an old release's asset): no shell, no lookups.
    if (isApiPath(canonical) || LOOKS_LIKE_FILE.test(canonical)) {
      return reply.callNotFound();
    }
    if (canonical !== pathname) {
      return reply.redirect(query === undefined ? canonical : `${canonical}?${query}`, 308);
    }
    if (renderer && rendersOnServer(request, pathname)) {
      const consent = consentOf(request);
      const settings = await getSettings(app.db).catch(() => undefined);
      const cookiePopup = opensCookiePopup(request, pathname, consent, settings?.analytics_vendor_ips ?? []);
      // Per page (one spelling), cookie choice and popup, in the page store, bounded in bytes.
      const key = `site-page:${consentVariant(consent, cookiePopup)}:${pathname}`;
      const kept = peekContent(app.db, key) as RenderedPage | undefined;
      if (kept) {
        return sendPreparedPage(request, reply.code(kept.status), kept.prepared);
      }
      const meta = await routeMetaOrDefault(app, pathname);
      if (meta.pageSlug === undefined) {
        // Kept are the pages of content and courses only: a 404, a certificate code or a mailed
        // token is answered and forgotten, so made-up addresses cost no memory.
        return sendPageAnswer(reply, await pageAnswer(app, site, pathname, meta));
      }
      const page = await cachedPage(
        app.db,
        key,
        async (): Promise<RenderedPage> => {
          const answer = await pageAnswer(app, site, pathname, meta, (initialData) =>
            renderOrNothing(app, renderer, { path: pathname, initialData, consent, cookiePopup }),
          );
          return { status: answer.status, prepared: await prepareBytes(key, Buffer.from(answer.html)) };
        },
        { maxBytes: app.config.pageCacheBytes, bytesOf: ({ prepared }) => preparedSize(prepared) },
      );
      return sendPreparedPage(request, reply.code(page.status), page.prepared);
    }
    return sendPageAnswer(
      reply,
      await pageAnswer(app, site, pathname, await routeMetaOrDefault(app, pathname)),
    );
  });
}

/** A page answered as made, not kept. */
function sendPageAnswer(reply: FastifyReply, { status, html }: PageAnswer) {
  // The page shell must always be fresh so a new release's asset names are picked up.
  return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** The bytes a prepared page holds: plain, brotli and gzip. */
function preparedSize(prepared: PreparedAnswer): number {
  return prepared.plain.length + prepared.br.length + prepared.gzip.length;
}

/** An address's path and its query (without the `?`; undefined when it has none). */
function splitQuery(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
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
  { meta, status, pageSlug }: RouteMeta,
  render?: (initialData: string) => Promise<string>,
): Promise<PageAnswer> {
  const settings = await getSettings(app.db).catch(() => undefined);
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
