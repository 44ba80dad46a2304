import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  collapseSlashes,
  isSafeRedirectPath,
  loginPath,
  samePath,
  stripTrailingSlash,
} from './paths';

describe('isSafeRedirectPath', () => {
  it('accepts site paths from the route table', () => {
    expect(isSafeRedirectPath('/')).toBe(true);
    expect(isSafeRedirectPath('/mina-sidor')).toBe(true);
    expect(isSafeRedirectPath('/mina-sidor/mina-utbildningar')).toBe(true);
    expect(isSafeRedirectPath('/jamstalldhet-101/1/2/3')).toBe(true);
    expect(isSafeRedirectPath('/anvandare/aterstall-losenord/kurs/abc_123~x@y')).toBe(true);
  });

  it('accepts Unicode letters, dots and percent-encoded text', () => {
    expect(isSafeRedirectPath('/jämställdhet/översikt')).toBe(true);
    expect(isSafeRedirectPath('/filer/rapport.pdf')).toBe(true);
    expect(isSafeRedirectPath('/j%C3%A4mst%C3%A4lldhet')).toBe(true);
    expect(isSafeRedirectPath('/sok%20ord')).toBe(true);
  });

  it('accepts a query and a fragment made of safe characters', () => {
    expect(isSafeRedirectPath('/mina-sidor?flik=1&sortera=namn')).toBe(true);
    expect(isSafeRedirectPath('/kurs?taggar=a,b+c#kapitel-2')).toBe(true);
    expect(isSafeRedirectPath('/kurs#topp')).toBe(true);
    expect(isSafeRedirectPath('/sok?q=100%25')).toBe(true);
  });

  it('refuses values that are not non-empty strings', () => {
    expect(isSafeRedirectPath(undefined)).toBe(false);
    expect(isSafeRedirectPath(null)).toBe(false);
    expect(isSafeRedirectPath(42)).toBe(false);
    expect(isSafeRedirectPath(['/a'])).toBe(false);
    expect(isSafeRedirectPath('')).toBe(false);
  });

  it('refuses paths that do not start with a slash', () => {
    expect(isSafeRedirectPath('mina-sidor')).toBe(false);
    expect(isSafeRedirectPath('evil.example/x')).toBe(false);
    expect(isSafeRedirectPath('?next=/a')).toBe(false);
  });

  it('refuses protocol-relative and backslash hosts', () => {
    expect(isSafeRedirectPath('//evil.example')).toBe(false);
    expect(isSafeRedirectPath('///evil.example')).toBe(false);
    expect(isSafeRedirectPath('/\\evil.example')).toBe(false);
    expect(isSafeRedirectPath('\\\\evil.example')).toBe(false);
    expect(isSafeRedirectPath('/a\\b')).toBe(false);
  });

  it('refuses schemes', () => {
    expect(isSafeRedirectPath('http://evil.example')).toBe(false);
    expect(isSafeRedirectPath('https://evil.example')).toBe(false);
    expect(isSafeRedirectPath('javascript:alert(1)')).toBe(false);
    expect(isSafeRedirectPath('/javascript:alert(1)')).toBe(false);
    expect(isSafeRedirectPath('data:text/html,x')).toBe(false);
    expect(isSafeRedirectPath('/a?next=https://evil.example')).toBe(false);
  });

  it('refuses whitespace and control characters', () => {
    expect(isSafeRedirectPath('/ mina-sidor')).toBe(false);
    expect(isSafeRedirectPath('/mina-sidor\n')).toBe(false);
    expect(isSafeRedirectPath('/\t/evil.example')).toBe(false);
    expect(isSafeRedirectPath('/a\u0000')).toBe(false);
    expect(isSafeRedirectPath('/a?b=c d')).toBe(false);
  });

  it('refuses percent-encoded control characters', () => {
    expect(isSafeRedirectPath('/a%0aSet-Cookie:x')).toBe(false);
    expect(isSafeRedirectPath('/a%0d%0ab')).toBe(false);
    expect(isSafeRedirectPath('/a%00')).toBe(false);
    expect(isSafeRedirectPath('/a?b=%0A')).toBe(false);
    expect(isSafeRedirectPath('/a%7f')).toBe(false);
  });

  it('refuses encoded slashes and backslashes that decode to another host', () => {
    expect(isSafeRedirectPath('/%2f%2fevil.example')).toBe(false);
    expect(isSafeRedirectPath('/%2F%2Fevil.example')).toBe(false);
    expect(isSafeRedirectPath('/%2fevil.example')).toBe(false);
    expect(isSafeRedirectPath('/%5cevil.example')).toBe(false);
    expect(isSafeRedirectPath('/a%5cb')).toBe(false);
  });

  it('refuses double-encoded tricks', () => {
    expect(isSafeRedirectPath('/%252f%252fevil.example')).toBe(false);
    expect(isSafeRedirectPath('/%252f%252fevil.example%25')).toBe(false);
    expect(isSafeRedirectPath('/a%250a')).toBe(false);
    expect(isSafeRedirectPath('/a/%252e%252e/b')).toBe(false);
  });

  it('refuses malformed percent-encoding', () => {
    expect(isSafeRedirectPath('/a%')).toBe(false);
    expect(isSafeRedirectPath('/a%zz')).toBe(false);
  });

  it('refuses parent-folder segments, also when encoded', () => {
    expect(isSafeRedirectPath('/..')).toBe(false);
    expect(isSafeRedirectPath('/a/../b')).toBe(false);
    expect(isSafeRedirectPath('/a/..')).toBe(false);
    expect(isSafeRedirectPath('/a/%2e%2e/b')).toBe(false);
    expect(isSafeRedirectPath('/a/.%2E/b')).toBe(false);
  });

  it('accepts dots that are not parent-folder segments', () => {
    expect(isSafeRedirectPath('/a/.../b')).toBe(true);
    expect(isSafeRedirectPath('/a..b')).toBe(true);
    expect(isSafeRedirectPath('/./a')).toBe(true);
  });

  it('refuses characters outside the safe set', () => {
    expect(isSafeRedirectPath('/a<script>')).toBe(false);
    expect(isSafeRedirectPath('/a"b')).toBe(false);
    expect(isSafeRedirectPath("/a'b")).toBe(false);
    expect(isSafeRedirectPath('/a=b')).toBe(false);
    expect(isSafeRedirectPath('/a?b=<c>')).toBe(false);
    expect(isSafeRedirectPath('/a#b?c')).toBe(false);
  });

  it('refuses paths longer than 2048 characters', () => {
    expect(isSafeRedirectPath(`/${'a'.repeat(2047)}`)).toBe(true);
    expect(isSafeRedirectPath(`/${'a'.repeat(2048)}`)).toBe(false);
  });
});

describe('collapseSlashes', () => {
  it('collapses runs of slashes in the path only', () => {
    expect(collapseSlashes('//a///b?x=//y')).toBe('/a/b?x=//y');
    expect(collapseSlashes('/a//b#c//d')).toBe('/a/b#c//d');
  });

  it('leaves clean paths alone', () => {
    expect(collapseSlashes('/a/b')).toBe('/a/b');
    expect(collapseSlashes('')).toBe('');
  });
});

describe('stripTrailingSlash', () => {
  it('removes trailing slashes', () => {
    expect(stripTrailingSlash('/a/')).toBe('/a');
    expect(stripTrailingSlash('/a///')).toBe('/a');
    expect(stripTrailingSlash('/a')).toBe('/a');
  });

  it('keeps the root', () => {
    expect(stripTrailingSlash('/')).toBe('/');
    expect(stripTrailingSlash('///')).toBe('/');
    expect(stripTrailingSlash('')).toBe('');
  });

  it('keeps the query and fragment', () => {
    expect(stripTrailingSlash('/a/?x=1/')).toBe('/a?x=1/');
    expect(stripTrailingSlash('/a/#b')).toBe('/a#b');
  });
});

describe('samePath', () => {
  it('ignores trailing slashes', () => {
    expect(samePath('/a/', '/a')).toBe(true);
    expect(samePath('/a/b//', '/a/b')).toBe(true);
  });

  it('treats the empty path as the root', () => {
    expect(samePath('/', '')).toBe(true);
    expect(samePath('/', '/')).toBe(true);
  });

  it('compares only the path part', () => {
    expect(samePath('/a?x=1', '/a/#top')).toBe(true);
  });

  it('tells different paths apart', () => {
    expect(samePath('/a', '/b')).toBe(false);
    expect(samePath('/a', '/a/b')).toBe(false);
    expect(samePath('/A', '/a')).toBe(false);
    expect(samePath('/', '/a')).toBe(false);
  });
});

describe('loginPath', () => {
  it('sends the visitor to login with the return path as one encoded value', () => {
    expect(loginPath('/jamstalldhet-i-skolan')).toBe('/anvandare/login?next=%2Fjamstalldhet-i-skolan');
    expect(loginPath('/a?b=1&c=2')).toBe('/anvandare/login?next=%2Fa%3Fb%3D1%26c%3D2');
  });
});

describe('canonicalPath', () => {
  it('collapses slashes and drops the trailing one, keeping the query', () => {
    expect(canonicalPath('//mina-sidor//')).toBe('/mina-sidor');
    expect(canonicalPath('/jamstalldhet-i-skolan//1/1/1')).toBe('/jamstalldhet-i-skolan/1/1/1');
    expect(canonicalPath('/slug/1/1/1///?flik=1//2')).toBe('/slug/1/1/1?flik=1//2');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('//')).toBe('/');
    expect(canonicalPath('')).toBe('/');
  });

  it('decodes escaped unreserved characters, and writes other escapes in capitals', () => {
    expect(canonicalPath('/%6Aamstalldhet-i-skolan/1/1/1')).toBe('/jamstalldhet-i-skolan/1/1/1');
    expect(canonicalPath('/a%2Db%5Fc%7Ed%2E')).toBe('/a-b_c~d.');
    expect(canonicalPath('/j%c3%a4mst%C3%A4lld')).toBe('/j%C3%A4mst%C3%A4lld');
    // An escaped slash stays a character of its segment, not a separator.
    expect(canonicalPath('/a%2fb')).toBe('/a%2Fb');
  });

  it('resolves dot segments, escaped ones too, and never climbs above the root', () => {
    expect(canonicalPath('/a/./b/../c')).toBe('/a/c');
    expect(canonicalPath('/a/%2E%2E/b')).toBe('/b');
    expect(canonicalPath('/../../etc')).toBe('/etc');
  });

  it('never gives an address another site could be read from', () => {
    for (const path of [
      '//evil.example',
      '///evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
    ]) {
      const canonical = canonicalPath(path);
      expect(
        canonical.startsWith('/') && !canonical.startsWith('//') && !canonical.includes('\\'),
        path,
      ).toBe(true);
    }
    expect(canonicalPath('/\\evil.example')).toBe('/%5Cevil.example');
  });

  it('is the same made canonical again, whatever the address (so a redirect never loops)', () => {
    const tricky = [
      '/%%341',
      '/%2525',
      '/a%2E%2E',
      '/%2e%2E/%2f',
      '/x%',
      '/%G1',
      '/%252E%252E',
      '/a/.%2E/b/',
    ];
    // A seeded run over the characters that matter to escapes, dots and slashes.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['%', '2', '5', 'E', 'e', 'F', 'f', '4', '1', 'a', '/', '.', '\\', '~'];
    const generated = Array.from(
      { length: 2000 },
      () =>
        `/${Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')}`,
    );
    for (const path of [...tricky, ...generated]) {
      const once = canonicalPath(path);
      expect(canonicalPath(once), path).toBe(once);
      expect(once.startsWith('//') || once.includes('\\'), path).toBe(false);
    }
  });

  it('leaves a canonical address as it is', () => {
    for (const path of ['/', '/mina-sidor', '/jamstalldhet-i-skolan/1/1/1', '/intyg/AB12?x=%2F']) {
      expect(canonicalPath(path)).toBe(path);
    }
  });
});
