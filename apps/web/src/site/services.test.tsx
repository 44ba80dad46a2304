import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp } from '../../test/render-app';
import { readToken } from '../auth/auth-cookies';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the session when the API cannot be reached', () => {
  it('keeps the learner logged in (no login link, token kept) and recovers when the API answers', async () => {
    const token = await loginAs('elev@example.se');
    const realFetch = globalThis.fetch;
    let down = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (down && String(input).endsWith('/api/user/token')) {
        throw new TypeError('Failed to fetch');
      }
      return realFetch(input, init);
    });
    renderApp('/om-webbutbildningarna');
    // While the user cannot be fetched, the site neither offers a login nor forgets the token.
    await waitFor(() => expect(vi.mocked(globalThis.fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('link', { name: /Logga in \/ Skapa konto/ })).not.toBeInTheDocument();
    expect(readToken()).toBe(token);
    down = false;
    await waitFor(() => expect(screen.getByRole('button', { name: /Inloggad som/ })).toBeInTheDocument(), {
      timeout: 15_000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Om webbutbildningarna' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
