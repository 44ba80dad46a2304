import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '../../../../test/render-app';
import { saveConsentChoice } from '../../../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  saveConsentChoice({ statistical: false, marketing: false });
});

/** The preview's refusal, in the alert that says it (the page has an empty alert region of its own). */
async function refusal(): Promise<HTMLElement> {
  const said = await screen.findByText(
    'Förhandsgranskningen av utkast är till för redaktörer och administratörer.',
    {},
    TIMEOUT,
  );
  const alert = said.closest<HTMLElement>('[role="alert"]');
  if (alert === null) {
    throw new Error('The refusal is not in an alert.');
  }
  return alert;
}

describe('the learner preview of a draft course', () => {
  it('tells a visitor not logged in that it is for administrators, with a login that comes back', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/preview?utbildning=1');
    const alert = await refusal();
    expect(alert).not.toHaveTextContent('kunde inte laddas');
    const login = screen.getByRole('link', { name: 'Logga in som redaktör eller administratör' });
    expect(login).toHaveAttribute('href', '/anvandare/login?next=%2Fpreview%3Futbildning%3D1');
    await user.click(login);
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/anvandare/login?next=%2Fpreview%3Futbildning%3D1'),
    );
  });

  it('tells a logged-in learner that the preview is for editors and administrators, with no login link', async () => {
    await loginAs('elev@example.se');
    renderApp('/preview?utbildning=1');
    const alert = await refusal();
    expect(alert).toHaveTextContent('Ditt konto har inte behörighet att se utkastet.');
    expect(
      screen.queryByRole('link', { name: 'Logga in som redaktör eller administratör' }),
    ).not.toBeInTheDocument();
  });
});
