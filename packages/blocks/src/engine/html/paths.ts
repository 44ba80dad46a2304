import { LOGIN_PATH } from '@jamstalldhet/contract';

const MAX_REDIRECT_LENGTH = 2048;

// Decoding more than a few times only matters for input crafted to slip past each decode.
const MAX_DECODE_ROUNDS = 4;

// SPEC §5 says "the check also requires a dot in a path". Requiring one would refuse ordinary
// routes such as /mina-sidor, so we read it as "a dot is allowed in the path".
const SAFE_REDIRECT =
  /^\/[\p{L}\p{M}0-9@\-%_~/.]*(?:\?[\p{L}\p{M}0-9@\-%_~/.=&+,]*)?(?:#[\p{L}\p{M}0-9@\-%_~/.=&+,]*)?$/u;
const MALFORMED_PERCENT = /%(?![0-9A-Fa-f]{2})/;
const ENCODED_ASCII = /%([0-7][0-9A-Fa-f])/g;
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Whether a value is a same-site path that is safe to redirect to (SPEC §5): it starts with one
 * slash, holds only letters, digits and `@ - % _ ~ / .`, and may end in a query and a fragment.
 * Anything that could leave the site or smuggle characters through percent-encoding is refused.
 *
 * @example
 * isSafeRedirectPath('/mina-sidor?flik=1#topp'); // true
 * isSafeRedirectPath('//evil.example'); // false
 * isSafeRedirectPath('/%2f%2fevil.example'); // false
 */
export function isSafeRedirectPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_REDIRECT_LENGTH) {
    return false;
  }
  if (!SAFE_REDIRECT.test(path) || MALFORMED_PERCENT.test(path) || isUnsafePathShape(path)) {
    return false;
  }
  // A server or proxy may decode the path again before it reaches a browser, so every decoded
  // form must be safe too, including double-encoded ones such as %252f.
  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = decodeAscii(current);
    if (decoded === current) {
      return true;
    }
    if (CONTROL_CHARACTER.test(decoded) || decoded.includes('\\') || isUnsafePathShape(decoded)) {
      return false;
    }
    current = decoded;
  }
  return false;
}

/**
 * Collapses runs of slashes in the path part only; the query and fragment are kept as they are.
 *
 * @example
 * collapseSlashes('//a///b?x=//y'); // '/a/b?x=//y'
 */
export function collapseSlashes(path: string): string {
  const [pathPart, rest] = splitPath(path);
  return pathPart.replace(/\/{2,}/g, '/') + rest;
}

const PERCENT_ENCODED = /%([0-9A-Fa-f]{2})/g;
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a site address (RFC 3986 §6.2.2, SPEC §2): percent-encoded unreserved
 * characters decoded, other escapes in capitals and a stray `%` escaped, dot segments resolved, runs of slashes
 * collapsed, the trailing slash dropped (the root keeps its `/`), and a backslash encoded, so
 * that no browser reads `/\host` as another site. Query and fragment are kept as they are. A
 * server redirects any other spelling here, so that each page has one address and one render.
 *
 * @example
 * canonicalPath('//%6Aamstalldhet-i-skolan//1/1/1///?a=b'); // '/jamstalldhet-i-skolan/1/1/1?a=b'
 * canonicalPath('/mina-sidor/'); // '/mina-sidor'
 */
export function canonicalPath(path: string): string {
  const [pathPart, rest] = splitPath(path);
  // A `%` that starts no escape is a character of its own; written `%25`, it stays one, and
  // the address is the same however many times it is made canonical.
  const decoded = pathPart
    .replace(STRAY_PERCENT, '%25')
    .replace(PERCENT_ENCODED, (encoded, hex: string) => {
      const character = String.fromCharCode(Number.parseInt(hex, 16));
      return UNRESERVED.test(character) ? character : encoded.toUpperCase();
    })
    .replaceAll('\\', '%5C');
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      segments.pop();
    } else if (segment !== '' && segment !== '.') {
      segments.push(segment);
    }
  }
  return `/${segments.join('/')}${rest}`;
}

/**
 * Removes trailing slashes from the path part, keeping the root `/` and any query or fragment.
 *
 * @example
 * stripTrailingSlash('/mina-sidor/?flik=1'); // '/mina-sidor?flik=1'
 * stripTrailingSlash('/'); // '/'
 */
export function stripTrailingSlash(path: string): string {
  const [pathPart, rest] = splitPath(path);
  const stripped = pathPart.replace(/\/+$/, '');
  if (stripped === '' && pathPart !== '') {
    return `/${rest}`;
  }
  return stripped + rest;
}

/**
 * Whether two paths name the same page. Trailing slashes are ignored (SPEC §5), the empty path
 * equals `/`, and only the path part is compared: query and fragment are left out.
 *
 * @example
 * samePath('/mina-sidor/', '/mina-sidor?flik=1'); // true
 */
export function samePath(a: string, b: string): boolean {
  return normalisedPathPart(a) === normalisedPathPart(b);
}

function normalisedPathPart(path: string): string {
  const [pathPart] = splitPath(path);
  return stripTrailingSlash(pathPart) || '/';
}

/** Splits at the first `?` or `#`: [path, query and fragment]. */
function splitPath(path: string): [string, string] {
  const index = path.search(/[?#]/);
  if (index === -1) {
    return [path, ''];
  }
  return [path.slice(0, index), path.slice(index)];
}

/** A path that a browser would read as another host, or that climbs out of its folder. */
function isUnsafePathShape(path: string): boolean {
  const [pathPart] = splitPath(path);
  if (!pathPart.startsWith('/') || pathPart.startsWith('//') || pathPart.startsWith('/\\')) {
    return true;
  }
  return pathPart.split(/[/\\]/).some((segment) => segment === '..');
}

/**
 * Decodes only percent-encoded ASCII. Unlike `decodeURIComponent` it never throws, so a stray
 * `%` cannot stop the decoding early, and it still reveals every slash, dot and control code.
 */
function decodeAscii(value: string): string {
  return value.replace(ENCODED_ASCII, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The login route (SPEC §2), from the contract's page table. */
export { LOGIN_PATH };

/**
 * The login page with a return path (SPEC §2: `/anvandare/login?next=…`), encoded so that the
 * path survives as one query value. The login page checks `next` with `isSafeRedirectPath`.
 *
 * @example loginPath('/jamstalldhet-i-skolan') // '/anvandare/login?next=%2Fjamstalldhet-i-skolan'
 */
export function loginPath(next: string, login: string = LOGIN_PATH): string {
  return `${login}?next=${encodeURIComponent(next)}`;
}
