import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_COURSE_ANSWERS } from '../../test/course-answers';
import { registerLearner, saveServerAnswers } from '../../test/register-learner';
import { renderApp } from '../../test/render-app';

const TIMEOUT = { timeout: 10_000 };
const COURSE = '/jamstalldhet-i-skolan';
const GOAL_QUESTION = 'Vilket är det övergripande målet för den svenska jämställdhetspolitiken?';

const SUMMARY_HEADING = 'Svara på de obligatoriska frågorna innan du går vidare';

/** The error summary, which must sit in an alert region to be read out. */
async function findMissingSummary(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: SUMMARY_HEADING });
  const region = heading.closest<HTMLElement>('[role="alert"]');
  expect(region).not.toBeNull();
  return region as HTMLElement;
}

async function answerEvaluation(user: ReturnType<typeof userEvent.setup>) {
  const overall = screen.getByRole('group', { name: /Hur nöjd är du med utbildningen som helhet/ });
  await user.click(within(overall).getByRole('radio', { name: '4' }));
  const useful = screen.getByRole('group', { name: /Hur användbart är det du har lärt dig/ });
  await user.click(within(useful).getByRole('radio', { name: '5 – Mycket användbart' }));
  return overall;
}

function navigation() {
  return screen.getByRole('navigation', { name: 'Sidor i utbildningen' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('finishing a course', () => {
  it('refuses to finish with unanswered mandatory evaluation questions', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(`${COURSE}/utvardering`);
    await screen.findByRole('heading', { level: 1, name: 'Utvärdering' }, TIMEOUT);
    await user.click(within(navigation()).getByRole('button', { name: /Slutför utbildning/ }));
    const summary = await findMissingSummary();
    expect(
      within(summary).getByRole('link', { name: 'Hur nöjd är du med utbildningen som helhet?' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'Hur användbart är det du har lärt dig i ditt arbete?' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 – Inte alls nöjd' })).toHaveFocus());
    expect(location.history.at(-1)).toBe(`${COURSE}/utvardering`);
  });

  it('completes first, and sends a learner who did not pass to the sorry page', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(`${COURSE}/utvardering`);
    await screen.findByRole('heading', { level: 1, name: 'Utvärdering' }, TIMEOUT);
    await answerEvaluation(user);
    await user.click(within(navigation()).getByRole('button', { name: /Slutför utbildning/ }));

    // No chapter question answered: the server's pass rule says no.
    await waitFor(() => expect(location.history.at(-1)).toBe(`${COURSE}/tyvarr`), TIMEOUT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Du har inte klarat utbildningen ännu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GOAL_QUESTION })).toHaveAttribute('href', `${COURSE}/1/1/2`);
  });

  it('completes a passed course and gives the thank-you page the certificate token', async () => {
    const user = userEvent.setup();
    const token = await registerLearner();
    await saveServerAnswers(token, 100, OPEN_COURSE_ANSWERS);
    const { location } = renderApp(`${COURSE}/utvardering`);
    await screen.findByRole('heading', { level: 1, name: 'Utvärdering' }, TIMEOUT);
    await answerEvaluation(user);
    await user.click(within(navigation()).getByRole('button', { name: /Slutför utbildning/ }));

    await waitFor(() => expect(location.history.at(-1)).toBe(`${COURSE}/tack`), TIMEOUT);
    await user.type(await screen.findByLabelText(/För- och efternamn/, {}, TIMEOUT), 'Kim Kursdeltagare');
    await user.type(screen.getByLabelText(/E-postadress/), 'kim@example.se');
    await user.click(screen.getByRole('button', { name: 'Skicka certifikatet' }));
    expect(
      await screen.findByText('Certifikatet är skickat till kim@example.se.', {}, TIMEOUT),
    ).toBeInTheDocument();
  });

  it('shows a failed completion and keeps the learner and their answers on the page', async () => {
    const user = userEvent.setup();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/completed')) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return realFetch(input, init);
    });
    const { location } = renderApp(`${COURSE}/utvardering`);
    await screen.findByRole('heading', { level: 1, name: 'Utvärdering' }, TIMEOUT);
    const overall = await answerEvaluation(user);
    await user.click(within(navigation()).getByRole('button', { name: /Slutför utbildning/ }));

    expect(
      await screen.findByText(
        'Utbildningen kunde inte slutföras. Dina svar finns kvar, så du kan försöka igen.',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(`${COURSE}/utvardering`);
    expect(within(overall).getByRole('radio', { name: '4' })).toBeChecked();
  });

  it('completes first; a failed evaluation save is shown, and trying again saves only the evaluation', async () => {
    const user = userEvent.setup();
    const token = await registerLearner();
    await saveServerAnswers(token, 100, OPEN_COURSE_ANSWERS);
    const realFetch = globalThis.fetch;
    const completions: string[] = [];
    let evaluationSaves = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/evaluation/update')) {
        evaluationSaves += 1;
        if (evaluationSaves === 1) {
          return Promise.resolve(new Response('{"statusCode":500,"message":"Fel"}', { status: 500 }));
        }
      }
      if (url.includes('/completed')) {
        completions.push(url);
      }
      return realFetch(input, init);
    });
    const { location } = renderApp(`${COURSE}/utvardering`);
    await screen.findByRole('heading', { level: 1, name: 'Utvärdering' }, TIMEOUT);
    await answerEvaluation(user);
    await user.click(within(navigation()).getByRole('button', { name: /Slutför utbildning/ }));

    expect(
      await screen.findByText(
        'Utvärderingen kunde inte sparas. Dina svar finns kvar, så du kan försöka igen.',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(completions).toHaveLength(1);
    expect(location.history.at(-1)).toBe(`${COURSE}/utvardering`);
    // Passed: the thank-you page is never out of reach, evaluation or not.
    expect(screen.getByRole('button', { name: 'Gå vidare utan att skicka utvärderingen' })).toBeVisible();

    await user.click(within(navigation()).getByRole('button', { name: /Slutför utbildning/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${COURSE}/tack`), TIMEOUT);
    expect(completions).toHaveLength(1);
    expect(evaluationSaves).toBe(2);
  });
});
