import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chooseNoOptionalCookies } from '../../test/accounts';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  chooseNoOptionalCookies();
});

describe('the auth callback /login', () => {
  it('forwards to the login page, keeping a safe next', async () => {
    const { location } = renderApp('/login?next=%2Fom-kakor');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/anvandare/login?next=%2Fom-kakor'));
  });

  it.each(['//evil.example', 'https://evil.example'])('drops the unsafe next %s', async (next) => {
    const { location } = renderApp(`/login?next=${encodeURIComponent(next)}`);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/anvandare/login'));
  });

  it('forwards without next to the plain login page', async () => {
    const { location } = renderApp('/login');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/anvandare/login'));
  });
});
