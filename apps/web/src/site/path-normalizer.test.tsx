import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PathNormalizer } from './path-normalizer';

/** Opens `path` with a page at `route`; answers the addresses the router went to. */
function openAt(path: string, route: string, text: string): string[] {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PathNormalizer>
        <Route path={route}>{text}</Route>
      </PathNormalizer>
    </Router>,
  );
  expect(screen.getByText(text)).toBeInTheDocument();
  return location.history;
}

describe('PathNormalizer (SPEC §2)', () => {
  it('redirects a path with duplicate slashes to the collapsed path, keeping the query', () => {
    const history = openAt(
      '//mina-sidor///mina-utbildningar?flik=1',
      '/mina-sidor/mina-utbildningar',
      'Mina',
    );
    expect(history.at(-1)).toBe('/mina-sidor/mina-utbildningar?flik=1');
  });

  it('redirects a trailing slash away', () => {
    const history = openAt('/mina-sidor/mina-utbildningar/', '/mina-sidor/mina-utbildningar', 'Mina');
    expect(history.at(-1)).toBe('/mina-sidor/mina-utbildningar');
  });

  it('leaves clean paths alone, the start page too', () => {
    expect(openAt('/om-kakor', '/om-kakor', 'Om kakor')).toEqual(['/om-kakor']);
    expect(openAt('/', '/', 'Start')).toEqual(['/']);
  });
});
