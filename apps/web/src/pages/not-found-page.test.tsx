import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { saveConsentChoice } from '../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  // A visitor who has chosen: the cookie popup would make the page behind it inert.
  saveConsentChoice({ statistical: false, marketing: false });
});

describe('the not-found page', () => {
  it('is shown at /404 with its title, description, a mailto link and a way home', async () => {
    renderApp('/404');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sidan som du försökte nå kunde inte hittas/)).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'webbutbildning@jamstalldhetsmyndigheten.se' }, TIMEOUT),
    ).toHaveAttribute('href', 'mailto:webbutbildning@jamstalldhetsmyndigheten.se');
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.title).toBe('Sidan kunde inte hittas | Jämställdhetsmyndighetens webbutbildningar'),
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Sidan kunde inte hittas',
    );
  });

  it('is shown for unknown addresses under /anvandare', async () => {
    renderApp('/anvandare/finns-inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }, TIMEOUT),
    ).toBeInTheDocument();
  });

  it('takes the visitor home with its button', async () => {
    const { location } = renderApp('/404');
    const home = await screen.findByRole('link', { name: 'Till startsidan' }, TIMEOUT);
    home.click();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webbutbildningar om jämställdhet' }, TIMEOUT),
    ).toBeInTheDocument();
    // The start page is named by the site alone, and search engines may keep it again.
    await waitFor(() => expect(document.title).toBe('Jämställdhetsmyndighetens webbutbildningar'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
