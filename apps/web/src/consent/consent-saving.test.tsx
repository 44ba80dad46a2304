import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithConsent } from '../../test/render-with-consent';

// The saved choices as they stand in document.cookie.
const SAVED_ALL = encodeURIComponent('{"approved":["statistical","marketing"]}');
const SAVED_NONE = encodeURIComponent('{"approved":[]}');

/** Every `document.cookie = ...` the site writes, as written. */
function watchCookieWrites() {
  return vi.spyOn(document, 'cookie', 'set');
}

function consentCookieWrites(writes: ReturnType<typeof watchCookieWrites>): string[] {
  return writes.mock.calls.map(([value]) => value).filter((value) => value.startsWith('cookieSettings='));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saving the first choice (SPEC §3, §4)', () => {
  it('accept all on the home view saves both categories for one year and applies without a reload', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const writes = watchCookieWrites();
    renderWithConsent('/', { reload });

    await user.click(await screen.findByRole('button', { name: 'Godkänn alla' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(consentCookieWrites(writes)).toEqual([
      `cookieSettings=${SAVED_ALL}; path=/; SameSite=Lax; max-age=31536000`,
    ]);
    expect(document.cookie).toContain(`cookieSettings=${SAVED_ALL}`);
    expect(screen.getByText('Statistik: ja, marknadsföring: ja')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('deny all on the home view saves an empty list and applies without a reload', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    renderWithConsent('/', { reload });

    await user.click(await screen.findByRole('button', { name: 'Neka alla' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`cookieSettings=${SAVED_NONE}`);
    expect(screen.getByText('Valt')).toBeInTheDocument();
    expect(screen.getByText('Statistik: nej, marknadsföring: nej')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('accept selections saves the switched-on categories and, adding from the settings view, reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    const writes = watchCookieWrites();
    renderWithConsent('/', { reload });
    await user.click(await screen.findByRole('button', { name: 'Inställningar' }));

    await user.click(screen.getByRole('switch', { name: 'Kakor för statistik' }));
    await user.click(screen.getByRole('button', { name: 'Spara val' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(consentCookieWrites(writes)).toEqual([
      `cookieSettings=${encodeURIComponent('{"approved":["statistical"]}')}; path=/; SameSite=Lax; max-age=31536000`,
    ]);
    expect(screen.getByText('Statistik: ja, marknadsföring: nej')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('deny all in the settings view turns the optional switches off and saves nothing approved', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    renderWithConsent('/', { reload });
    await user.click(await screen.findByRole('button', { name: 'Inställningar' }));
    await user.click(screen.getByRole('switch', { name: 'Kakor för statistik' }));

    await user.click(screen.getByRole('button', { name: 'Neka alla' }));

    expect(document.cookie).toContain(`cookieSettings=${SAVED_NONE}`);
    expect(reload).not.toHaveBeenCalled();
  });
});
