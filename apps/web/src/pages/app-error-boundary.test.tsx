import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { saveConsentChoice } from '../consent/consent-cookie';
import { AppErrorBoundary } from './app-error-boundary';

const TIMEOUT = { timeout: 10_000 };

/** A page that fails to render as long as `broken.now` is true. */
const broken = { now: true };
function BrokenPage() {
  if (broken.now) {
    throw new Error('Trasig sida');
  }
  return <h1>Sidan fungerar igen</h1>;
}

beforeEach(() => {
  broken.now = true;
  saveConsentChoice({ statistical: false, marketing: false });
  // React and the boundary log the caught error; the test expects it.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('shows the error page for a page that fails to render, and renders it again on request', async () => {
    const user = userEvent.setup();
    renderApp('/', {
      children: (
        <AppErrorBoundary>
          <BrokenPage />
        </AppErrorBoundary>
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Något gick fel' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Sidan kunde inte hittas/);

    broken.now = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan fungerar igen' })).toBeInTheDocument();
  });

  it('shows the bare fallback when the error page itself fails', () => {
    // Without the site's providers around it the error page cannot render either.
    render(
      <AppErrorBoundary>
        <BrokenPage />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while showing the error page');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Något gick fel' })).not.toBeInTheDocument();
  });
});
