import { isSafeRedirectPath } from '@jamstalldhet/blocks/engine';
import {
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  COOKIE_PAGE_PATH,
  COOKIE_SETTINGS_NAME,
  type OptionalCookieCategory,
} from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What each button of the popup's first view approves (SPEC §3: the `approved` list). */
const CHOICES: Record<string, readonly OptionalCookieCategory[]> = {
  all: ['statistical', 'marketing'],
  none: [],
};

// A form of two short fields; anything longer is not the popup's.
const FORM_BODY_LIMIT = 4096;

/**
 * The cookie popup as a form without script (issue 25): `POST /om-kakor` with `choice` (`all`
 * or `none`) and `next` (the page's path) sets the `cookieSettings` cookie the site's script
 * would have set, and sends the visitor back with 303. Only the site's own pages may post it
 * (another site could otherwise choose for a visitor), and `next` must be a path on this site.
 * With script the popup saves in the browser and never posts.
 */
export async function registerConsentForm(app: FastifyInstance): Promise<void> {
  // In a scope of its own: form bodies are parsed here only, never for the API.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post(COOKIE_PAGE_PATH, (request, reply) => saveChoice(app, request, reply));
  });
}

function saveChoice(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const plain = (status: number, text: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
  if (!fromThisSite(request, app.config.publicUrl)) {
    return plain(403, 'Kakvalet kan bara göras från webbplatsens egna sidor.');
  }
  const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
  const approved = CHOICES[form.get('choice') ?? ''];
  if (!approved) {
    return plain(400, 'choice: välj "all" (godkänn alla) eller "none" (neka alla).');
  }
  const next = form.get('next') ?? '/';
  const value = encodeURIComponent(JSON.stringify({ approved }));
  const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return reply
    .code(303)
    .header('cache-control', 'no-store')
    .header(
      'set-cookie',
      `${COOKIE_SETTINGS_NAME}=${value}; Path=/; Max-Age=${COOKIE_CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
    )
    .header('location', isSafeRedirectPath(next) ? next : '/')
    .send();
}

/** Whether the browser says the form came from this site's own page (Fetch metadata, else Origin). */
function fromThisSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    return site === 'same-origin';
  }
  const origin = request.headers.origin;
  return origin !== undefined && origin === new URL(publicUrl).origin;
}
