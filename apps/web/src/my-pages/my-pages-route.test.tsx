import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '../../test/render-app';
import { saveConsentChoice } from '../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  // A visitor who has chosen: the cookie popup would make the page behind it inert.
  saveConsentChoice({ statistical: false, marketing: false });
});

describe('my pages: who may open what (SPEC §6)', () => {
  it('sends an anonymous visitor to login, remembering the section', async () => {
    const { location } = renderApp('/mina-sidor/mina-utbildningar');
    await waitFor(
      () => expect(location.history?.at(-1)).toBe('/anvandare/login?next=%2Fmina-sidor%2Fmina-utbildningar'),
      TIMEOUT,
    );
    expect(sessionStorage.getItem('jb.redirect')).toBe('/mina-sidor/mina-utbildningar');
  });

  it('sends an anonymous visitor of /mina-sidor to login too', async () => {
    const { location } = renderApp('/mina-sidor');
    await waitFor(
      () => expect(location.history?.at(-1)).toBe('/anvandare/login?next=%2Fmina-sidor'),
      TIMEOUT,
    );
  });

  it('sends a user without a known role home from the five role sections', async () => {
    await loginAs('anna@example.se');
    const { location } = renderApp('/mina-sidor/mina-certifikat');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'), TIMEOUT);
  });

  it('lets a user without a known role open my pages and log out', async () => {
    await loginAs('anna@example.se');
    renderApp('/mina-sidor/logga-ut');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga ut' }, TIMEOUT)).toBeInTheDocument();
  });

  it.each([['elev@example.se'], ['larare@example.se'], ['admin@example.se']])(
    'sends %s from group rooms to classrooms',
    async (email) => {
      await loginAs(email);
      const { location } = renderApp('/mina-sidor/grupprum');
      await waitFor(() => expect(location.history?.at(-1)).toBe('/mina-sidor/mina-klassrum'), TIMEOUT);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Mina klassrum' }, TIMEOUT),
      ).toBeInTheDocument();
    },
  );

  it('sends an internal user from classrooms to group rooms', async () => {
    await loginAs('intern@example.se');
    const { location } = renderApp('/mina-sidor/mina-klassrum');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/mina-sidor/grupprum'), TIMEOUT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grupprum' }, TIMEOUT)).toBeInTheDocument();
  });

  it('shows an unknown section as not found', async () => {
    await loginAs('elev@example.se');
    renderApp('/mina-sidor/finns-inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }, TIMEOUT),
    ).toBeInTheDocument();
  });
});

describe('my pages: what they show', () => {
  it('shows my pages under home in the breadcrumbs', async () => {
    await loginAs('elev@example.se');
    renderApp('/mina-sidor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mina sidor' }, TIMEOUT)).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Brödsmulor' });
    expect(within(breadcrumbs).getAllByRole('listitem')).toHaveLength(2);
    expect(within(breadcrumbs).getByText('Mina sidor')).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(document.title).toBe('Mina sidor | Jämställdhetsmyndighetens webbutbildningar'),
    );
  });

  it('shows a section under home and my pages in the breadcrumbs, with its blocks', async () => {
    await loginAs('elev@example.se');
    renderApp('/mina-sidor/anvandarinstallningar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Användarinställningar' }, TIMEOUT),
    ).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Brödsmulor' });
    const links = within(breadcrumbs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Alla webbutbildningar', '/'],
      ['Mina sidor', '/mina-sidor'],
    ]);
    expect(within(breadcrumbs).getByText('Användarinställningar')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('Förnamn', {}, TIMEOUT)).toHaveValue('Elin');
    // The page's heading is said once; the settings' sections come under it.
    expect(screen.getAllByRole('heading', { name: 'Användarinställningar' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Byt lösenord' })).toBeInTheDocument();
  });

  it('lists a student’s classrooms with links to them', async () => {
    await loginAs('elev@example.se');
    renderApp('/mina-sidor/mina-klassrum');
    const rooms = await screen.findByRole('region', { name: 'Dina rum' }, TIMEOUT);
    const link = await within(rooms).findByRole(
      'link',
      { name: 'Klassrum 7B – Jämställdhet i skolan' },
      TIMEOUT,
    );
    expect(link).toHaveAttribute('href', '/klassrum-7b');
    expect(within(rooms).getAllByRole('listitem')).toHaveLength(1);
  });

  it('lists an internal user’s group rooms', async () => {
    await loginAs('intern@example.se');
    renderApp('/mina-sidor/grupprum');
    const rooms = await screen.findByRole('region', { name: 'Dina rum' }, TIMEOUT);
    expect(
      await within(rooms).findByRole('link', { name: 'Grupprum – Utvecklingsgruppen' }, TIMEOUT),
    ).toHaveAttribute('href', '/grupprum-utvecklingsgruppen');
  });
});
