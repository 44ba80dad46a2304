import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi, chooseNoOptionalCookies } from '../../test/accounts';
import { loginAs, renderApp } from '../../test/render-app';
import { readToken } from '../auth/auth-cookies';

beforeEach(() => {
  chooseNoOptionalCookies();
});

describe('a session the server has ended', () => {
  it("says 'Du har blivit utloggad.' and shows the login page, remembering where the user was", async () => {
    const token = await loginAs('larare@example.se');
    // Another tab logs out: the token this browser holds is revoked.
    expect((await callApi('/api/logout', undefined, token)).status).toBe(200);
    const { location } = renderApp('/anvandare/verifiera-epost');
    expect(await screen.findByText('Du har blivit utloggad.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/anvandare/login?next=%2Fanvandare%2Fverifiera-epost'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });
});
