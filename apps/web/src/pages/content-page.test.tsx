import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { saveConsentChoice } from '../consent/consent-cookie';

const SITE_NAME = 'Jämställdhetsmyndighetens webbutbildningar';
const TIMEOUT = { timeout: 10_000 };

function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

beforeEach(() => {
  // A visitor who has chosen: the cookie popup would make the page behind it inert.
  saveConsentChoice({ statistical: false, marketing: false });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('content pages', () => {
  it('shows the start page under the site name alone, without breadcrumbs', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Webbutbildningar om jämställdhet' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Brödsmulor' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(SITE_NAME));
    expect(metaContent('meta[property="og:title"]')).toBe('Webbutbildningar om jämställdhet');
    expect(metaContent('meta[property="og:type"]')).toBe('website');
    expect(metaContent('meta[property="og:url"]')).toBe(`${window.location.origin}/`);
  });

  it('shows a page with its heading, breadcrumbs, title and share tags from its header', async () => {
    renderApp('/om-webbutbildningarna');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Om webbutbildningarna' }, TIMEOUT),
    ).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Brödsmulor' });
    const steps = within(within(breadcrumbs).getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(breadcrumbs).getByRole('link', { name: 'Alla webbutbildningar' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(breadcrumbs).getByText('Om webbutbildningarna')).toHaveAttribute('aria-current', 'page');

    await waitFor(() => expect(document.title).toBe(`Om webbutbildningarna | ${SITE_NAME}`));
    const description =
      'Om Jämställdhetsmyndighetens webbutbildningar: hur de fungerar, inloggning, certifikat och tillgänglighet.';
    expect(metaContent('meta[name="description"]')).toBe(description);
    expect(metaContent('meta[property="og:title"]')).toBe('Om webbutbildningarna');
    expect(metaContent('meta[property="og:description"]')).toBe(description);
    expect(metaContent('meta[name="twitter:description"]')).toBe(description);
    // The page has no image of its own: the site's share image, as an absolute address.
    expect(metaContent('meta[property="og:image"]')).toBe(`${window.location.origin}/delningsbild.png`);
    expect(metaContent('meta[name="twitter:image"]')).toBe(`${window.location.origin}/delningsbild.png`);
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(metaContent('meta[property="og:url"]')).toBe(`${window.location.origin}/om-webbutbildningarna`);
    expect(metaContent('meta[name="robots"]')).toBeUndefined();
  });

  it('shows an education presentation with the course as its only h1 and its status', async () => {
    renderApp('/jamstalldhet-i-skolan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jämställdhet i skolan' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Starta utbildningen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Så är utbildningen upplagd' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Brödsmulor' });
    expect(within(breadcrumbs).getByText('Jämställdhet i skolan')).toHaveAttribute('aria-current', 'page');
    // The header's own title names the document; the share texts are the header's fb_ ones.
    await waitFor(() => expect(document.title).toBe(`Jämställdhet i skolan – webbutbildning | ${SITE_NAME}`));
    expect(metaContent('meta[property="og:title"]')).toBe('Jämställdhet i skolan');
    expect(metaContent('meta[property="og:description"]')).toBe(
      'Gratis webbutbildning från Jämställdhetsmyndigheten för dig som arbetar i skolan.',
    );
    expect(metaContent('meta[name="description"]')).toMatch(
      /^En webbutbildning för dig som arbetar i skolan/,
    );
  });

  it('asks an anonymous visitor of a login course to log in', async () => {
    renderApp('/jamstalldhetsintegrering-for-chefer');
    expect(
      await screen.findByRole('link', { name: 'Logga in för att gå utbildningen' }, TIMEOUT),
    ).toHaveAttribute('href', '/anvandare/login?next=%2Fjamstalldhetsintegrering-for-chefer');
  });

  it('shows the not-found content at the address of an unknown page', async () => {
    const { location } = renderApp('/finns-inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/finns-inte');
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`Sidan kunde inte hittas | ${SITE_NAME}`));
    expect(metaContent('meta[name="description"]')).toBe('Sidan kunde inte hittas');
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
  });

  it('sends a slug that fails the open-redirect check to /404', async () => {
    const { location } = renderApp('/%2F%2Fevil.example');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/404');
  });

  it('shows the error page when the page cannot be fetched, and fetches again on request', async () => {
    const realFetch = globalThis.fetch;
    let failures = 1;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).includes('/api/pages/om-kakor') && failures > 0) {
        failures -= 1;
        return Promise.resolve(new Response('{"message":"Serverfel"}', { status: 503 }));
      }
      return realFetch(input, init);
    });
    const user = userEvent.setup();
    renderApp('/om-kakor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Något gick fel' }, TIMEOUT),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Om kakor' }, TIMEOUT)).toBeInTheDocument();
  });
});
