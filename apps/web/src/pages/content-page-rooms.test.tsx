import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '../../test/render-app';
import { saveConsentChoice } from '../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  // A visitor who has chosen: the cookie popup would make the page behind it inert.
  saveConsentChoice({ statistical: false, marketing: false });
});

describe('room pages', () => {
  it('shows a room with its participants to a member', async () => {
    await loginAs('elev@example.se');
    renderApp('/klassrum-7b');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Klassrum 7B – Jämställdhet i skolan' }, TIMEOUT),
    ).toBeInTheDocument();
    const participants = await screen.findByRole('list', { name: 'Deltagare' }, TIMEOUT);
    expect(within(participants).getByText('Lars Lärare')).toBeInTheDocument();
    expect(within(participants).getByText('Elin Elev')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Brödsmulor' })).toBeInTheDocument();
  });

  it('shows a room to others as the API answers it: no participants', async () => {
    renderApp('/klassrum-7b');
    expect(await screen.findByText('Logga in för att se deltagarna.', {}, TIMEOUT)).toBeInTheDocument();
  });

  it('tells a logged-in non-member that the participants could not be had', async () => {
    await loginAs('intern@example.se');
    renderApp('/klassrum-7b');
    expect(await screen.findByText('Deltagarna kunde inte laddas.', {}, TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deltagare' })).not.toBeInTheDocument();
  });
});
