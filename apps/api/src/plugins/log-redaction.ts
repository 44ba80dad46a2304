import { canonicalPath } from '@jamstalldhet/blocks/engine';
import { matchPage, PAGE_IDS, PAGES, type PageDefinition } from '@jamstalldhet/contract';
import type { FastifyRequest } from 'fastify';

/** What stands in the log where a secret was. */
export const REDACTED = '[redacted]';

// A token of ours is 43 base64url characters (auth/secrets.ts `newToken`). Slugs are lower case,
// so a long segment with an upper-case letter is taken for a token wherever it appears.
const TOKEN_LIKE_SEGMENT = /^(?=.*[A-Z])[A-Za-z0-9_-]{32,}$/;
// Query parameters whose values are secrets (or may be: a pasted link), or personal data: an
// administrator's account search (`?q=` a name or an address).
const SECRET_PARAMETER = /token|key|secret|password|session|code|auth|^q$/i;
// Where the login page sends the user next (`?next=/mina-sidor/ga-med/<code>`): a path of the
// site, redacted like a URL of its own; anything else in it is blanked whole.
const NEXT_PARAMETER = /^next$/i;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The secrets in a path of one of the site's pages: the values of the parameters its page marks
 * as secret in the contract's page table (a mailed token, a room's join code), found in the
 * path's one spelling, so an escaped letter or a doubled slash hides none.
 */
function secretsInPath(pathPart: string): Set<string> {
  const match = matchPage(canonicalPath(pathPart));
  const page: PageDefinition | undefined = match ? PAGES[match.id] : undefined;
  return new Set(
    (page?.secrets ?? []).map((name) => decoded(match?.params[name] ?? '')).filter((value) => value !== ''),
  );
}

// The segments a secret follows in the table's pages (`ga-med`, `aterstall-losenord`,
// `verifiera-epost`): the segment after one is redacted on any path, a page or not, as a last
// guard (`/mina-sidor/ga-med/<code>/mer`).
const SECRET_BEARING_SEGMENTS = new Set(
  PAGE_IDS.flatMap((id) => {
    const page: PageDefinition = PAGES[id];
    const segments = page.path.split('/');
    const first = segments.findIndex((segment) => segment.startsWith(':'));
    return page.secrets?.length && first > 0 ? [segments[first - 1] as string] : [];
  }),
);

/**
 * A request URL fit for the log: tokens in the path (`/anvandare/aterstall-losenord/<token>`,
 * any token-like segment) and the values of secret-looking query parameters (`?token=`)
 * replaced by `[redacted]`, and a `?next=` path redacted the same way. Reset and verification tokens are keys to accounts (ASVS 7.1.1).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const secrets = secretsInPath(pathPart);
  const segments = pathPart.split('/');
  const path = segments
    .map((segment, index) => {
      if (segment === '') {
        return segment;
      }
      const value = decoded(segment);
      const previous = decoded(segments[index - 1] ?? '').toLowerCase();
      return secrets.has(value) || SECRET_BEARING_SEGMENTS.has(previous) || TOKEN_LIKE_SEGMENT.test(value)
        ? REDACTED
        : segment;
    })
    .join('/');
  if (queryStart === -1) {
    return path;
  }
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1) {
        return pair;
      }
      if (NEXT_PARAMETER.test(decoded(name))) {
        const next = decoded(pair.slice(equals + 1).replace(/\+/g, ' '));
        return `${name}=${next.startsWith('/') ? redactUrl(next) : REDACTED}`;
      }
      return SECRET_PARAMETER.test(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * Fastify's request serializer with the URL redacted. Headers are not logged at all (the
 * authorization header and the session cookie hold session tokens); the logger's `redact`
 * paths catch them should a log call pass headers on purpose.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Paths pino blanks wherever a log call passes these objects. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'body.password',
  'body.token',
];
