import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PathNormalizer } from './path-normalizer';

describe('PathNormalizer (SPEC §4)', () => {
  it('redirects a path with duplicate slashes to the collapsed path, keeping the query', () => {
    const location = memoryLocation({ path: '//mina-sidor///mina-utbildningar?flik=1', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PathNormalizer>
          <Route path="/mina-sidor/mina-utbildningar">Mina utbildningar</Route>
        </PathNormalizer>
      </Router>,
    );
    expect(screen.getByText('Mina utbildningar')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/mina-sidor/mina-utbildningar?flik=1');
  });

  it('leaves clean paths alone', () => {
    const location = memoryLocation({ path: '/om-kakor', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PathNormalizer>
          <Route path="/om-kakor">Om kakor</Route>
        </PathNormalizer>
      </Router>,
    );
    expect(screen.getByText('Om kakor')).toBeInTheDocument();
    expect(location.history).toEqual(['/om-kakor']);
  });
});
