import { describe, expect, it } from 'vitest';
import { NOT_A_PAGE, PAGE_EXAMPLES } from '../test/page-examples';
import {
  isSiteRouteSlug,
  matchPage,
  PAGE_IDS,
  PAGES,
  pageSpelling,
  pageUrl,
  SITE_ROUTE_SLUGS,
} from './site-pages';

describe('pageUrl', () => {
  it('fills parameters, encoded, and leaves out an optional one not given', () => {
    expect(pageUrl('login')).toBe('/anvandare/login');
    expect(pageUrl('account', { id: 12 })).toBe('/mina-sidor/administration/konton/12');
    expect(pageUrl('joinRoom')).toBe('/mina-sidor/ga-med');
    expect(pageUrl('joinRoom', { code: 'AB C/1' })).toBe('/mina-sidor/ga-med/AB%20C%2F1');
    expect(pageUrl('newPassword', { token: 't' })).toBe('/anvandare/aterstall-losenord/t');
    expect(pageUrl('newPassword', { slug: 'kurs', token: 't' })).toBe('/anvandare/aterstall-losenord/kurs/t');
    expect(pageUrl('course', { slug: 'kurs', '*': '1/2/3' })).toBe('/kurs/1/2/3');
    expect(pageUrl('start')).toBe('/');
  });

  it('adds a query', () => {
    expect(pageUrl('login', {}, { next: '/kurs/1' })).toBe('/anvandare/login?next=%2Fkurs%2F1');
    expect(pageUrl('statistics', {}, { utbildning: 3 })).toBe(
      '/mina-sidor/administration/statistik?utbildning=3',
    );
  });

  it('refuses an address without a parameter the page needs, and keeps the rest on the site', () => {
    // biome-ignore lint/suspicious/noExplicitAny: a caller that gets around the types
    const untyped = pageUrl as any;
    expect(() => untyped('newPassword', { token: '' })).toThrow(/token/);
    expect(() => untyped('contentPage', {})).toThrow(/slug/);
    expect(pageUrl('course', { slug: 'kurs', '*': '/evil.example' })).toBe('/kurs//evil.example');
    expect(pageUrl('course', { slug: 'kurs', '*': 'a?b/c' })).toBe('/kurs/a%3Fb/c');
  });

  it('asks for the parameters a page needs (types: the package type check fails otherwise)', () => {
    const typeChecks = () => {
      // @ts-expect-error: an account's page needs its id
      pageUrl('account');
      // @ts-expect-error: the login page has no parameters
      pageUrl('login', { id: 1 });
    };
    expect(typeChecks).toThrow(/id/);
  });
});

describe('matchPage', () => {
  it('finds every page at the address pageUrl gives it, with the same parameters', () => {
    const samples: Record<string, Record<string, string>> = {
      newPassword: { slug: 'kurs', token: 'abc' },
      verifyEmailLink: { token: 'abc' },
      account: { id: '7' },
      contentEditor: { kind: 'utbildning', id: '3' },
      teacherRoom: { id: '9' },
      joinRoom: { code: 'KOD123' },
      myPagesSection: { section: 'mina-certifikat' },
      certificateCheck: { code: 'ABCD-1234' },
      contentPage: { slug: 'om-oss' },
      course: { slug: 'kurs', '*': '1/2/3' },
    };
    for (const id of PAGE_IDS) {
      const params = samples[id] ?? {};
      // biome-ignore lint/suspicious/noExplicitAny: every page, whatever its parameters
      const url = (pageUrl as any)(id, params);
      expect(matchPage(url), `${id} at ${url}`).toEqual({ id, params });
    }
  });

  it('finds each page at its example address, and no page at addresses that are none', () => {
    for (const id of PAGE_IDS) {
      expect(matchPage(PAGE_EXAMPLES[id])?.id, PAGE_EXAMPLES[id]).toBe(id);
    }
    for (const url of NOT_A_PAGE) {
      expect(matchPage(url), url).toBeNull();
    }
  });

  it('matches fixed addresses before slugs, in any case, as the router does', () => {
    expect(matchPage('/anvandare/login')?.id).toBe('login');
    expect(matchPage('/Anvandare/LOGIN')?.id).toBe('login');
    expect(matchPage('/mina-sidor/ga-med')).toEqual({ id: 'joinRoom', params: {} });
    expect(matchPage('/anvandare/verifiera-epost/tok')).toEqual({
      id: 'verifyEmailLink',
      params: { token: 'tok' },
    });
    expect(matchPage('/kurs/fortsatt')).toEqual({ id: 'course', params: { slug: 'kurs', '*': 'fortsatt' } });
  });

  it('is no page when a parameter breaks its rule', () => {
    expect(matchPage('/mina-sidor/administration/konton/abc')).toBeNull();
    expect(matchPage('/mina-sidor/administration/innehall/bok/1')).toBeNull();
    expect(matchPage('/mina-sidor/rum/0')).toBeNull();
    expect(matchPage('/mina-sidor/okand')).toBeNull();
    expect(matchPage('/Versaler')).toBeNull();
    expect(matchPage('/anvandare/aterstall-losenord/a/b/c')).toBeNull();
  });
});

describe('pageSpelling', () => {
  it('writes a page’s fixed segments as the table does, and leaves parameters and other addresses', () => {
    expect(pageSpelling('/ANVANDARE/Login')).toBe('/anvandare/login');
    expect(pageSpelling('/Mina-Sidor/GA-MED/KoD')).toBe('/mina-sidor/ga-med/KoD');
    expect(pageSpelling('/Anvandare/Aterstall-Losenord/kurs/AbC')).toBe(
      '/anvandare/aterstall-losenord/kurs/AbC',
    );
    expect(pageSpelling('/Intyg/AB-12')).toBe('/intyg/AB-12');
    expect(pageSpelling('/kurs/1/2/3')).toBe('/kurs/1/2/3');
    expect(pageSpelling('/')).toBe('/');
    expect(pageSpelling('/Versaler')).toBe('/Versaler');
  });
});

describe('the site route slugs', () => {
  it('are the first segments of the fixed pages, and the API and built files', () => {
    expect([...SITE_ROUTE_SLUGS].sort()).toEqual([
      '404',
      'anvandare',
      'api',
      'assets',
      'intyg',
      'login',
      'preview',
    ]);
    expect(isSiteRouteSlug('mina-sidor')).toBe(true);
    expect(isSiteRouteSlug('kurs')).toBe(false);
  });

  it('every page has a title unless its content names it', () => {
    for (const id of PAGE_IDS) {
      const page: { title: string | null } = PAGES[id];
      expect(page.title === null || page.title.length > 0, id).toBe(true);
    }
  });
});
