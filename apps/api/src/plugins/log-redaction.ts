import type { FastifyRequest } from 'fastify';

/** What stands in the log where a secret was. */
export const REDACTED = '[redacted]';

// Path segments after these carry a mailed token (the site's verify and reset pages) or a
// room's join code (`/mina-sidor/ga-med/<code>`).
const TOKEN_BEARING_SEGMENTS = new Set([
  'verifiera-epost',
  'aterstall-losenord',
  'verify',
  'reset',
  'ga-med',
]);
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
 * A request URL fit for the log: tokens in the path (`/anvandare/aterstall-losenord/<token>`,
 * any token-like segment) and the values of secret-looking query parameters (`?token=`)
 * replaced by `[redacted]`, and a `?next=` path redacted the same way. Reset and verification tokens are keys to accounts (ASVS 7.1.1).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = pathPart.split('/');
  const path = segments
    .map((segment, index) => {
      if (segment === '') {
        return segment;
      }
      const previous = decoded(segments[index - 1] ?? '').toLowerCase();
      return TOKEN_BEARING_SEGMENTS.has(previous) || TOKEN_LIKE_SEGMENT.test(decoded(segment))
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
