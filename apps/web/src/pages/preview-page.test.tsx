import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { saveConsentChoice } from '../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  saveConsentChoice({ statistical: false, marketing: false });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the preview page', () => {
  it('shows the blocks of the page named in the address, without breadcrumbs', async () => {
    renderApp('/preview?slug=om-webbutbildningarna');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Om webbutbildningarna' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Vanliga frågor' })).toBeInTheDocument();
    expect(screen.getByText(/Förhandsgranskning av/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Brödsmulor' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
  });

  it('previews an education presentation too', async () => {
    renderApp('/preview?slug=jamstalldhet-i-skolan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jämställdhet i skolan' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says how to use it when no page is named', async () => {
    renderApp('/preview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Förhandsgranskning' })).toBeInTheDocument();
    expect(screen.getByText(/Ange vilken sida du vill förhandsgranska/)).toBeInTheDocument();
  });

  it('refuses a slug that is not one safe path segment, without calling the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp(`/preview?slug=${encodeURIComponent('//evil.example')}`);
    expect(await screen.findByText(/Adressen anger ingen giltig sida/)).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/pages/')),
    ).toEqual([]);
  });

  it('shows the not-found content for an unknown page', async () => {
    renderApp('/preview?slug=finns-inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }, TIMEOUT),
    ).toBeInTheDocument();
  });
});
