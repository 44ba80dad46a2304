import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { readInitialData } from './initial-data';

const PAGE = { id: 1, slug: 'start', title: 'Start', post_type: 'page', components: [] };

function documentWith(text: string | null) {
  return {
    getElementById: (id: string) => (id === 'initial-data' && text !== null ? ({ textContent: text } as HTMLElement) : null),
  };
}

describe('readInitialData', () => {
  it('gives the page as an anonymous visitor’s SWR entry, without a client IP', () => {
    const fallback = readInitialData(documentWith(JSON.stringify({ '/api/pages/start': PAGE })));
    const entry = fallback[unstable_serialize(['/api/pages/start', false])] as { page: { title: string }; clientIp: unknown };
    expect(entry.page.title).toBe('Start');
    expect(entry.clientIp).toBeUndefined();
    expect(fallback[unstable_serialize(['/api/pages/start', true])]).toBeUndefined();
  });

  it('leaves out what is not shaped as the answer, other paths and broken JSON', () => {
    const data = {
      '/api/pages/start': { ...PAGE, components: 'inga' },
      '/api/site-settings': [],
      '/api/educations': [1, 2],
      '/api/user/token': { id: 1 },
    };
    expect(readInitialData(documentWith(JSON.stringify(data)))).toEqual({});
    expect(readInitialData(documentWith('{"/api/pages/start":'))).toEqual({});
    expect(readInitialData(documentWith(null))).toEqual({});
  });
});
