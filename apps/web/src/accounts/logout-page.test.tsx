import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, chooseNoOptionalCookies } from '../../test/accounts';
import { failCall } from '../../test/fail-call';
import { loginAs, renderApp } from '../../test/render-app';
import { readToken } from '../auth/auth-cookies';

const PAGE_TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  chooseNoOptionalCookies();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the logout page', () => {
  it('ends the session on the server and here, then goes to the start page', async () => {
    const token = await loginAs('larare@example.se');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { location } = renderApp('/anvandare/logga-ut');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'), PAGE_TIMEOUT);
    expect(readToken()).toBeNull();
    const logoutCalls = fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/api/logout'));
    expect(logoutCalls).toHaveLength(1);
    expect((await callApi('/api/user/token', undefined, token)).status).toBe(401);
  });

  it('sends a visitor who is not logged in home at once, without calling the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { location } = renderApp('/anvandare/logga-ut');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'), PAGE_TIMEOUT);
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/api/logout'))).toBe(false);
  });

  it('still ends the session here and goes home when the call fails', async () => {
    await loginAs('larare@example.se');
    failCall('/api/logout', () => Promise.reject(new TypeError('Failed to fetch')));
    const { location } = renderApp('/anvandare/logga-ut');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'), PAGE_TIMEOUT);
    expect(readToken()).toBeNull();
    expect(screen.queryByText('Du har blivit utloggad.')).toBeNull();
  });
});
