import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '../../test/render-app';
import { saveConsentChoice } from '../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  saveConsentChoice({ statistical: false, marketing: false });
});

// Issue 21: only a verified address may ask for access; the learner is told why, and what to do.
describe('asking for access to a course that needs approval', () => {
  it('tells a learner whose address is not verified to verify it first', async () => {
    const user = userEvent.setup();
    await loginAs('anna@example.se'); // the demo account whose address is not verified
    renderApp('/lonekartlaggning-i-praktiken');
    await user.click(await screen.findByRole('button', { name: 'Ansök om att gå utbildningen' }, TIMEOUT));
    expect(
      await screen.findByText(
        /^Ansökan kunde inte skickas\. Bekräfta din e-postadress innan du ansöker\./,
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ansök om att gå utbildningen' })).toBeInTheDocument();
  });
});
