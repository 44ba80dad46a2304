import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callApi, registerAccount, uniqueEmail } from '../../test/accounts';
import { USERS_COURSE_ANSWERS } from '../../test/course-answers';
import { fetchEducation } from '../../test/progress-probe';
import { renderApp } from '../../test/render-app';
import { storeToken } from '../auth/auth-cookies';

const TIMEOUT = { timeout: 10_000 };
const SITE_NAME = 'Jämställdhetsmyndighetens webbutbildningar';
const COURSE = '/jamstalldhet-i-skolan';
const COURSE_TITLE = 'Jämställdhet i skolan – webbutbildning';

/** A new learner, logged in, who completed the `users` course in an earlier visit. */
async function learnerWhoCompleted(label: string) {
  const email = uniqueEmail(label);
  const token = await registerAccount(email);
  const passed = await callApi('/api/educations/101/completed', { answers: USERS_COURSE_ANSWERS }, token);
  expect(await passed.json()).toMatchObject({ passed: true });
  storeToken(token);
  const { slug } = await fetchEducation(101, token);
  return { email, token, thanksPath: `/${slug}/tack` };
}

/**
 * That learner on the thank-you page, in a tab that never saw the completion's token;
 * resolves when the certificate form is there, with its name field.
 */
async function completedLearnerOnThanksPage(label: string) {
  const learner = await learnerWhoCompleted(label);
  renderApp(learner.thanksPath);
  const fullname = await screen.findByLabelText(/För- och efternamn/, {}, TIMEOUT);
  return { ...learner, fullname };
}

async function requestCertificate(fullname: HTMLElement, email: string) {
  const user = userEvent.setup();
  await user.type(fullname, 'Test Testsson');
  await user.type(screen.getByLabelText(/E-postadress/), email);
  await user.click(screen.getByRole('button', { name: 'Skicka certifikatet' }));
  expect(await screen.findByText(`Certifikatet är skickat till ${email}.`, {}, TIMEOUT)).toBeInTheDocument();
}

describe('the pages after the chapters', () => {
  it('shows the evaluation with its questions, the terms and the way to finish', async () => {
    renderApp(`${COURSE}/utvardering`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Utvärdering' }, TIMEOUT);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByRole('group', { name: /Hur nöjd är du med utbildningen som helhet/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Så hanterar vi dina svar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'integritetspolicy' })).toHaveAttribute(
      'href',
      '/integritetspolicy',
    );
    expect(screen.getByRole('link', { name: /Föregående/ })).toHaveAttribute('href', `${COURSE}/4/1/2`);
    expect(screen.getByRole('button', { name: /Slutför utbildning/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${COURSE_TITLE} - Utvärdering | ${SITE_NAME}`));
  });

  it('shows the thank-you page with the completed section and the certificate form', async () => {
    renderApp(`${COURSE}/tack`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tack för att du har gått utbildningen' },
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bra jobbat!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Hämta ditt certifikat' })).toBeInTheDocument();
    // No completion in this visit: no token, so the form says when a certificate can be had.
    expect(
      screen.getByText('Du kan begära ett certifikat när du har slutfört utbildningen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Slutför utbildning/ })).toHaveAttribute('href', COURSE);
    await waitFor(() => expect(document.title).toBe(`${COURSE_TITLE} - Tack | ${SITE_NAME}`));
  });

  it('gives a learner who completed the course in an earlier visit the certificate form again', async () => {
    const { email, fullname } = await completedLearnerOnThanksPage('later-certificate');
    expect(screen.queryByText('Du kan begära ett certifikat när du har slutfört utbildningen.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mina certifikat' })).toHaveAttribute(
      'href',
      '/mina-sidor/mina-certifikat',
    );
    await requestCertificate(fullname, email);
  });

  it('says it is fetching the certificate while the new token is awaited, not to complete the course', async () => {
    const learner = await learnerWhoCompleted('awaited-certificate-token');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/certificate-token')) {
        await held;
      }
      return realFetch(input, init);
    });
    try {
      renderApp(learner.thanksPath);
      expect(await screen.findByText('Hämtar ditt certifikat …', {}, TIMEOUT)).toHaveAttribute(
        'role',
        'status',
      );
      expect(screen.queryByText('Du kan begära ett certifikat när du har slutfört utbildningen.')).toBeNull();
      release();
      await screen.findByLabelText(/För- och efternamn/, {}, TIMEOUT);
      expect(screen.queryByText('Hämtar ditt certifikat …')).toBeNull();
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('tells a learner whose certificate is already issued where it is, without the form again', async () => {
    const learner = await learnerWhoCompleted('issued-certificate');
    const renewed = await callApi('/api/user/educations/101/certificate-token', {}, learner.token);
    const { token } = (await renewed.json()) as { token: string };
    const issued = await callApi('/api/educations/101/certificate', {
      token,
      fullname: 'Test Testsson',
      email: learner.email,
    });
    expect(issued.status).toBe(200);

    renderApp(learner.thanksPath);
    expect(
      await screen.findByText(/Ditt certifikat är redan utfärdat\. Du hittar det under/, {}, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mina certifikat' })).toHaveAttribute(
      'href',
      '/mina-sidor/mina-certifikat',
    );
    // The token is spent (issue 21): no form, and not the untrue "complete the course first".
    expect(screen.queryByLabelText(/För- och efternamn/)).toBeNull();
    expect(screen.queryByText('Du kan begära ett certifikat när du har slutfört utbildningen.')).toBeNull();
  });

  it('still sends the certificate when another tab has replaced the token meanwhile', async () => {
    const { email, token, fullname } = await completedLearnerOnThanksPage('replaced-certificate-token');
    // The thank-you page opened in another tab: the token this tab holds is replaced.
    const elsewhere = await callApi('/api/user/educations/101/certificate-token', {}, token);
    expect(elsewhere.status).toBe(200);
    await requestCertificate(fullname, email);
  });

  it('shows the sorry page with the questions that stop the learner and what to do next', async () => {
    renderApp(`${COURSE}/tyvarr`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Du har inte klarat utbildningen ännu' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frågor som saknar svar' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Vilket är det övergripande målet för den svenska jämställdhetspolitiken?',
      }),
    ).toHaveAttribute('href', `${COURSE}/1/1/2`);
    expect(screen.getByRole('heading', { level: 2, name: 'Så gör du nu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till första frågan' })).toHaveAttribute(
      'href',
      `${COURSE}/1/1/2`,
    );
    await waitFor(() => expect(document.title).toBe(`${COURSE_TITLE} - Tyvärr | ${SITE_NAME}`));
  });
});

describe('questions of a course that gives a certificate (answer key on the server)', () => {
  const wrongOption = 'Att det ska finnas lika många kvinnor och män i alla yrken';

  it('are checked by the server, and the sorry page names a wrong answer', async () => {
    const user = userEvent.setup();
    const first = renderApp(`${COURSE}/1/1/2`);
    await screen.findByText('Sida 2 av 3', {}, TIMEOUT);
    await user.click(screen.getByRole('radio', { name: wrongOption }));
    await user.click(screen.getByRole('button', { name: 'Rätta svaret' }));
    const feedback = await screen.findByText(/Fel svar/, {}, TIMEOUT);
    // The server's feedback text for a wrong answer, which the page was not sent.
    expect(feedback.closest('[role="status"]')).toHaveTextContent('Inte riktigt');
    first.unmount();

    renderApp(`${COURSE}/tyvarr`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Frågor med fel svar' }, TIMEOUT),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Vilket är det övergripande målet för den svenska jämställdhetspolitiken?',
      }),
    ).toHaveAttribute('href', `${COURSE}/1/1/2`);
  });
});

describe('the presentation with local progress', () => {
  it('offers an anonymous learner with answers on this device to continue', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(`${COURSE}/1/1/2`);
    await screen.findByText('Sida 2 av 3', {}, TIMEOUT);
    await user.click(
      screen.getByRole('radio', {
        name: 'Att kvinnor och män ska ha samma makt att forma samhället och sina egna liv',
      }),
    );
    await user.click(screen.getByRole('link', { name: 'Jämställdhet i skolan' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(COURSE));
    expect(await screen.findByRole('link', { name: 'Fortsätt utbildningen' }, TIMEOUT)).toHaveAttribute(
      'href',
      `${COURSE}/fortsatt`,
    );
    expect(screen.queryByRole('link', { name: 'Starta utbildningen' })).not.toBeInTheDocument();
  });
});
