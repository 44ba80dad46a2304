import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithConsent } from '../../test/render-with-consent';
import { useAnalyticsScript } from './analytics-script';

const SCRIPT_URL = 'https://statistik.example.se/analys.js';

function analyticsScripts(): HTMLScriptElement[] {
  return Array.from(document.head.querySelectorAll('script[data-web-analytics]'));
}

afterEach(() => {
  for (const script of analyticsScripts()) {
    script.remove();
  }
  vi.restoreAllMocks();
});

describe('useAnalyticsScript (SPEC §4)', () => {
  it('adds one async script once statistical cookies are approved', () => {
    const { rerender } = renderHook(({ approved }) => useAnalyticsScript(SCRIPT_URL, approved), {
      initialProps: { approved: false },
    });
    expect(analyticsScripts()).toHaveLength(0);

    rerender({ approved: true });
    rerender({ approved: true });
    renderHook(() => useAnalyticsScript(SCRIPT_URL, true));

    const scripts = analyticsScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(SCRIPT_URL);
    expect(scripts[0]?.async).toBe(true);
  });

  it('loads a script from the site itself', () => {
    renderHook(() => useAnalyticsScript('/statistik/analys.js', true));
    expect(analyticsScripts()[0]?.src).toBe(`${window.location.origin}/statistik/analys.js`);
  });

  it.each([
    ['no address', undefined],
    ['an empty address', ''],
    ['plain http from elsewhere', 'http://statistik.example.se/analys.js'],
    ['a javascript: address', 'javascript:alert(1)'],
  ])('loads nothing with %s', (_case, url) => {
    renderHook(() => useAnalyticsScript(url, true));
    expect(analyticsScripts()).toHaveLength(0);
  });
});

describe('the analytics script and the consent popup', () => {
  it('loads after accept all, not before', async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      if (String(input).endsWith('/api/site-settings')) {
        return Response.json({ ...(await response.json()), analytics_script_url: SCRIPT_URL });
      }
      return response;
    });
    const user = userEvent.setup();
    renderWithConsent('/', { reload: vi.fn() });
    const acceptAll = await screen.findByRole('button', { name: 'Godkänn alla' });
    expect(analyticsScripts()).toHaveLength(0);

    await user.click(acceptAll);
    expect(analyticsScripts().map((script) => script.src)).toEqual([SCRIPT_URL]);
  });
});
