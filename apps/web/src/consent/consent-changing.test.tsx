import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithConsent } from '../../test/render-with-consent';
import { writeCookie } from '../http/cookies';

const ALL = '{"approved":["statistical","marketing"]}';
const NONE = '{"approved":[]}';
// As they stand in document.cookie.
const SAVED_ALL = encodeURIComponent(ALL);

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

describe('changing a saved choice (SPEC §4)', () => {
  it('openSettings opens the settings view with the saved choice; closing keeps it', async () => {
    writeCookie('cookieSettings', ALL);
    const user = userEvent.setup();
    const reload = vi.fn();
    const writes = watchCookieWrites();
    renderWithConsent('/', { reload });
    const opener = await screen.findByRole('button', { name: 'Kakinställningar' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Inställningar för kakor' });
    expect(within(dialog).getByRole('switch', { name: 'Kakor för statistik' })).toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Kakor för statistik' }));
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(consentCookieWrites(writes)).toEqual([]);
    expect(screen.getByText('Statistik: ja, marknadsföring: ja')).toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(reload).not.toHaveBeenCalled();
  });

  it('Escape closes the settings once a choice is saved', async () => {
    writeCookie('cookieSettings', NONE);
    const user = userEvent.setup();
    renderWithConsent('/', { reload: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'Kakinställningar' }));
    const dialog = screen.getByRole('dialog', { name: 'Inställningar för kakor' });
    await waitFor(() => expect(dialog).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('withdrawing a category clears every non-functional cookie and reloads', async () => {
    writeCookie('cookieSettings', ALL);
    // Two analytics cookies and three functional ones.
    writeCookie('_ga', 'GA1.1.123');
    writeCookie('_gid', 'GA1.1.456');
    writeCookie('progress', '1');
    writeCookie('currentEducation', '12');
    writeCookie('auth.strategy', 'local');
    const user = userEvent.setup();
    const reload = vi.fn();
    renderWithConsent('/', { reload });
    await user.click(await screen.findByRole('button', { name: 'Kakinställningar' }));

    await user.click(screen.getByRole('switch', { name: 'Kakor för filmer från YouTube och Vimeo' }));
    await user.click(screen.getByRole('button', { name: 'Spara val' }));

    const cookies = document.cookie.split('; ').sort();
    expect(cookies).toEqual([
      'auth.strategy=local',
      `cookieSettings=${encodeURIComponent('{"approved":["statistical"]}')}`,
      'currentEducation=12',
      'progress=1',
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('adding a category after a choice reloads and clears nothing', async () => {
    writeCookie('cookieSettings', NONE);
    writeCookie('language', 'sv');
    const user = userEvent.setup();
    const reload = vi.fn();
    renderWithConsent('/', { reload });
    await user.click(await screen.findByRole('button', { name: 'Kakinställningar' }));

    await user.click(screen.getByRole('button', { name: 'Godkänn alla' }));

    expect(document.cookie).toContain(`cookieSettings=${SAVED_ALL}`);
    expect(document.cookie).toContain('language=sv');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('saving the same choice again neither clears nor reloads', async () => {
    writeCookie('cookieSettings', NONE);
    writeCookie('language', 'sv');
    const user = userEvent.setup();
    const reload = vi.fn();
    renderWithConsent('/', { reload });
    await user.click(await screen.findByRole('button', { name: 'Kakinställningar' }));

    await user.click(screen.getByRole('button', { name: 'Spara val' }));

    expect(document.cookie).toContain('language=sv');
    expect(reload).not.toHaveBeenCalled();
  });
});
