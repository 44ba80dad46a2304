import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '../../test/render-app';
import { saveConsentChoice } from '../consent/consent-cookie';
import { NOT_FOUND_TITLE } from './error-page/error-texts';

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

  it('is not found by anyone else, logged in or not, as the API answers (docs/decisions.md)', async () => {
    renderApp('/klassrum-7b');
    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.queryByText('Klassrum 7B – Jämställdhet i skolan')).not.toBeInTheDocument();
  });

  it('is not found by a logged-in non-member either', async () => {
    await loginAs('intern@example.se');
    renderApp('/klassrum-7b');
    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deltagare' })).not.toBeInTheDocument();
  });
});
