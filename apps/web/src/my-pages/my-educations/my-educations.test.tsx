import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi, mailedToken, registerAccount, uniqueEmail } from '../../../test/accounts';
import { demoApiUrl, loginAs, renderApp } from '../../../test/render-app';
import { storeToken } from '../../auth/auth-cookies';
import { saveConsentChoice } from '../../consent/consent-cookie';
import { MyPagesPage } from '../my-pages-page';

const TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  saveConsentChoice({ statistical: false, marketing: false });
});

async function call(token: string, path: string, body?: unknown) {
  const response = await fetch(`${demoApiUrl()}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) {
    throw new Error(`${path}: ${response.status}`);
  }
}

// The section is rendered without its role guard (tested in my-pages-route.test.tsx) so that
// anna@example.se, whom no other test gives courses, can be the learner: the API is shared.
function renderMyEducations() {
  return renderApp('/mina-sidor/mina-utbildningar', { children: <MyPagesPage slug="mina-utbildningar" /> });
}

describe('Mina utbildningar', () => {
  it('says so when the learner has no courses yet', async () => {
    await loginAs('anna@example.se');
    renderMyEducations();
    expect(
      await screen.findByText(
        /Du har inte påbörjat, avslutat eller ansökt om någon utbildning ännu/,
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
  });

  it('lists the courses the learner has started or asked to take, with their status', async () => {
    // A new account with a verified address: only such a learner may ask for access (issue 21),
    // and anna@example.se has not verified hers.
    const email = uniqueEmail('mina-utbildningar');
    const token = await registerAccount(email);
    const verified = await callApi('/api/user/verify_mail/confirm', {
      token: await mailedToken(email, 'verify_email'),
    });
    expect(verified.status).toBe(200);
    storeToken(token);
    await call(token, '/api/user/educations/100/progress', {
      answers: [{ block_id: 'k1-e1-fraga-malet', values: ['samma-makt'] }],
    });
    await call(token, '/api/user/request_access/102');

    renderMyEducations();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mina utbildningar' }, TIMEOUT),
    ).toBeInTheDocument();
    const courses = await screen.findByRole('list', { name: 'Utbildningar' }, TIMEOUT);
    const items = within(courses).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const started = items.find((item) => within(item).queryByText('Jämställdhet i skolan'));
    const requested = items.find((item) => within(item).queryByText('Lönekartläggning i praktiken'));
    expect(started).toHaveTextContent('Påbörjad');
    expect(requested).toHaveTextContent('Ansökan skickad');
  });
});
