import { matchPage, PAGE_IDS } from '@jamstalldhet/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRouter } from 'wouter';
import { NOT_A_PAGE, PAGE_EXAMPLES } from '../../../../packages/contract/test/page-examples';
import { routedPage } from './app-routes';

// Issue 39: the website's routes are the contract's page table, matched by the router (wouter)
// itself. This walks the table: each page is routed at its example address with the parameters
// the server finds there, and addresses that are no page are not found here as on the server
// (apps/api/test/page-walk.test.ts walks the server's side).

// The parser the site's router matches with (its default).
const parse = renderHook(() => useRouter().parser).result.current;

describe('the page table on the website', () => {
  it('routes every page at its example address, as the server finds it', () => {
    for (const id of PAGE_IDS) {
      const url = PAGE_EXAMPLES[id];
      const routed = routedPage(parse, url);
      expect(routed.id, url).toBe(id);
      expect(routed.params, url).toMatchObject(matchPage(url)?.params ?? {});
    }
  });

  it('finds no page where the table has none', () => {
    for (const url of NOT_A_PAGE) {
      expect(routedPage(parse, url).id, url).toBe('notFound');
    }
  });

  it('routes what the server routes for the other spellings the router accepts', () => {
    // The router matches fixed segments in any case; the server's table does the same.
    for (const url of ['/ANVANDARE/Login', '/Mina-Sidor', '/mina-sidor/GA-MED', '/Intyg/ABC']) {
      expect(routedPage(parse, url).id, url).toBe(matchPage(url)?.id);
    }
  });
});
