import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { demoApiUrl } from '../../test/render-app';
import { App } from '../app/app';
import { AppRoutes } from '../app/app-routes';
import { usePage } from '../data/use-page';
import { useSettings } from '../data/use-settings';
import { readCookie } from '../http/cookies';

// The whole site as App places the provider, against the demo API and its settings texts.
function renderSite(path: string, extra?: ReactNode) {
  const location = memoryLocation({ path, record: true });
  return render(
    <App apiBaseUrl={demoApiUrl()} router={{ hook: location.hook, searchHook: location.searchHook }}>
      <AppRoutes />
      {extra}
    </App>,
  );
}

/** Says when what the popup waits for is there: the settings and the start page's client IP. */
function WhenPopupDataArrived() {
  const { settings } = useSettings();
  const { result } = usePage('start', false);
  return settings && result ? <p>Inställningar och IP hämtade</p> : null;
}

describe('cookie consent in the site (SPEC §4)', () => {
  it('asks first, with the page behind out of reach, and gives the page back after a choice', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const dialog = await screen.findByRole('dialog', { name: 'Vi använder kakor' }, { timeout: 10_000 });
    // The page is there, but hidden from assistive technology while the popup asks.
    await screen.findByRole('heading', { level: 1, hidden: true }, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Neka alla' }));

    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(readCookie('cookieSettings')).toBe('{"approved":[]}');
  });

  it('leaves the cookie page readable', async () => {
    renderSite('/om-kakor', <WhenPopupDataArrived />);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByText('Inställningar och IP hämtade', {}, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
