import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithConsent } from '../../test/render-with-consent';
import { readInitialData } from '../data/initial-data';
import { writeCookie } from '../http/cookies';

/** Lets the real settings through with some fields changed, as the API would answer them. */
function serveSettingsWith(changes: Record<string, unknown>) {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    if (String(input).endsWith('/api/site-settings')) {
      return Response.json({ ...(await response.json()), ...changes });
    }
    return response;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the cookie popup: when it shows (SPEC §4)', () => {
  it('opens over the page when the visitor has not chosen, and takes focus', async () => {
    const { container } = renderWithConsent('/', { reload: vi.fn() });

    const dialog = await screen.findByRole('dialog', { name: 'Vi använder kakor' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Godkänn alla' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Neka alla' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Inställningar' })).toBeInTheDocument();
    // Before a choice there is no way out but to choose.
    expect(within(dialog).queryByRole('button', { name: 'Stäng' })).not.toBeInTheDocument();
    // The page behind cannot be reached by keyboard or screen reader: the popup sits in the
    // site's root, after the page, and everything beside it on the way up is inert.
    const behind = elementsBeside(dialog.closest('.web-cookie-popup') ?? dialog, container);
    expect(behind.length).toBeGreaterThan(0);
    for (const element of behind) {
      expect(element).toHaveAttribute('inert');
      expect(element).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.queryByRole('button', { name: 'Kakinställningar' })).not.toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it('stays away on /om-kakor, with or without a trailing slash, and opens on leaving it', async () => {
    const { location } = renderWithConsent('/om-kakor/', { reload: vi.fn() });
    await screen.findByText('Inställningar och IP 127.0.0.1 hämtade');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kakinställningar' })).toBeInTheDocument();

    act(() => location.navigate('/'));
    expect(await screen.findByRole('dialog', { name: 'Vi använder kakor' })).toBeInTheDocument();
  });

  it('stays away for an analytics vendor IP from the page answer', async () => {
    serveSettingsWith({ analytics_vendor_ips: ['192.0.2.10', '127.0.0.1'] });
    renderWithConsent('/', { reload: vi.fn() });
    await screen.findByText('Inställningar och IP 127.0.0.1 hämtade');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for the IP when the start page came inside the page shell, which names no visitor', async () => {
    // The page's own answer, with the IP, is slow to come; the shell's copy is there at once.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input).includes('/api/pages/start')) {
        return new Promise<Response>(() => {});
      }
      const response = await realFetch(input, init);
      if (String(input).endsWith('/api/site-settings')) {
        return Response.json({ ...(await response.json()), analytics_vendor_ips: ['127.0.0.1'] });
      }
      return response;
    });
    const page = { id: 1, slug: 'start', title: 'Start', post_type: 'page', components: [] };
    const fallback = readInitialData({
      getElementById: () => ({ textContent: JSON.stringify({ '/api/pages/start': page }) }) as HTMLElement,
    });
    renderWithConsent('/', { reload: vi.fn(), fallback });
    await screen.findByText('Inställningar och IP undefined hämtade');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens when the page shell gave the page and the page’s own answer then failed', async () => {
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
      String(input).includes('/api/pages/start')
        ? Promise.reject(new TypeError('offline'))
        : realFetch(input, init),
    );
    const page = { id: 1, slug: 'start', title: 'Start', post_type: 'page', components: [] };
    const fallback = readInitialData({
      getElementById: () => ({ textContent: JSON.stringify({ '/api/pages/start': page }) }) as HTMLElement,
    });
    renderWithConsent('/', { reload: vi.fn(), fallback });
    expect(await screen.findByRole('dialog', { name: 'Vi använder kakor' })).toBeInTheDocument();
  });

  it('opens for an IP that is not on the vendor list', async () => {
    serveSettingsWith({ analytics_vendor_ips: ['192.0.2.10'] });
    renderWithConsent('/', { reload: vi.fn() });
    expect(await screen.findByRole('dialog', { name: 'Vi använder kakor' })).toBeInTheDocument();
  });

  it('stays away for a vendor IP the host passes in, also written as IPv6', async () => {
    serveSettingsWith({ analytics_vendor_ips: ['203.0.113.7'] });
    renderWithConsent('/', { reload: vi.fn(), clientIp: '::ffff:203.0.113.7' });
    await screen.findByText(/Inställningar och IP .* hämtade/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens when the saved choice is unreadable or tampered with', async () => {
    writeCookie('cookieSettings', '{"approved":["statistical","tracking"]}');
    renderWithConsent('/', { reload: vi.fn() });
    expect(await screen.findByRole('dialog', { name: 'Vi använder kakor' })).toBeInTheDocument();
    expect(screen.getByText('Inte valt')).toBeInTheDocument();
  });

  it('stays away once the visitor has chosen', async () => {
    writeCookie('cookieSettings', '{"approved":[]}');
    renderWithConsent('/', { reload: vi.fn() });
    await screen.findByText('Inställningar och IP 127.0.0.1 hämtade');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Valt')).toBeInTheDocument();
  });
});

describe('the cookie popup: views and keyboard (SPEC §2, §4)', () => {
  it('goes from the home view to one switch per category, optional ones off and saying so', async () => {
    const user = userEvent.setup();
    renderWithConsent('/', { reload: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'Inställningar' }));

    const dialog = screen.getByRole('dialog', { name: 'Inställningar för kakor' });
    // The button that was pressed is gone; focus goes to the dialog, which says what it shows now.
    await waitFor(() => expect(dialog).toHaveFocus());
    const functional = within(dialog).getByRole('switch', { name: 'Nödvändiga kakor' });
    expect(functional).toBeChecked();
    expect(functional).toBeDisabled();
    const statistical = within(dialog).getByRole('switch', { name: 'Kakor för statistik' });
    const marketing = within(dialog).getByRole('switch', { name: 'Kakor för filmer från YouTube och Vimeo' });
    expect(statistical).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    expect(within(dialog).getAllByText('Ej aktiv')).toHaveLength(2);
    expect(within(dialog).getAllByText('Aktiv')).toHaveLength(1);
    expect(statistical).toHaveAccessibleDescription(/förstå hur webbplatsen används/);

    await user.click(statistical);
    expect(statistical).toBeChecked();
    expect(within(dialog).getAllByText('Ej aktiv')).toHaveLength(1);
    expect(within(dialog).getAllByText('Aktiv')).toHaveLength(2);
  });

  it('keeps Tab inside the popup: from the last control to the first and back', async () => {
    const user = userEvent.setup();
    renderWithConsent('/', { reload: vi.fn() });
    const dialog = await screen.findByRole('dialog', { name: 'Vi använder kakor' });
    const first = within(dialog).getByRole('link', { name: 'Läs mer om hur vi använder kakor' });
    const last = within(dialog).getByRole('button', { name: 'Inställningar' });

    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('opens on the settings view on demand, also on /om-kakor, without a close button before a choice', async () => {
    const user = userEvent.setup();
    renderWithConsent('/om-kakor', { reload: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'Kakinställningar' }));

    const dialog = screen.getByRole('dialog', { name: 'Inställningar för kakor' });
    expect(within(dialog).queryByRole('button', { name: 'Stäng' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Spara val' })).toBeInTheDocument();
  });

  it('ignores Escape before a choice', async () => {
    const user = userEvent.setup();
    renderWithConsent('/', { reload: vi.fn() });
    const dialog = await screen.findByRole('dialog', { name: 'Vi använder kakor' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
  });
});

/** The elements beside `element` and beside each of its ancestors up to `root`. */
function elementsBeside(element: Element, root: Element): Element[] {
  const beside: Element[] = [];
  for (let inside = element; inside !== root && inside.parentElement; inside = inside.parentElement) {
    beside.push(...Array.from(inside.parentElement.children).filter((sibling) => sibling !== inside));
  }
  return beside;
}
