import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const TIMEOUT = { timeout: 10_000 };
const COURSE = '/jamstalldhet-i-skolan';
const GOAL_QUESTION = 'Vilket är det övergripande målet för den svenska jämställdhetspolitiken?';
const GOAL_ANSWER = 'Att kvinnor och män ska ha samma makt att forma samhället och sina egna liv';

const SUMMARY_HEADING = 'Svara på de obligatoriska frågorna innan du går vidare';

/** The error summary, which must sit in an alert region to be read out. */
async function findMissingSummary(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: SUMMARY_HEADING });
  const region = heading.closest<HTMLElement>('[role="alert"]');
  expect(region).not.toBeNull();
  return region as HTMLElement;
}

function navigation() {
  return screen.getByRole('navigation', { name: 'Sidor i utbildningen' });
}

describe('course navigation', () => {
  it('has no way back on the first page and Nästa sida forward', async () => {
    renderApp(`${COURSE}/1/1/1`);
    await screen.findByText('Sida 1 av 3', {}, TIMEOUT);
    expect(within(navigation()).queryByRole('link', { name: /Föregående/ })).not.toBeInTheDocument();
    expect(within(navigation()).getByRole('button', { name: /Nästa sida/ })).toBeInTheDocument();
  });

  it('offers Föregående and Till utvärdering on the last chapter page', async () => {
    renderApp(`${COURSE}/4/1/2`);
    await screen.findByText('Sida 2 av 2', {}, TIMEOUT);
    expect(within(navigation()).getByRole('link', { name: /Föregående/ })).toHaveAttribute(
      'href',
      `${COURSE}/4/1/1`,
    );
    expect(within(navigation()).getByRole('button', { name: /Till utvärdering/ })).toBeInTheDocument();
  });

  it('goes to the next page with focus on its heading, and back with Föregående', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(`${COURSE}/1/1/1`);
    await screen.findByText('Sida 1 av 3', {}, TIMEOUT);
    await user.click(within(navigation()).getByRole('button', { name: /Nästa sida/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${COURSE}/1/1/2`));
    expect(await screen.findByText('Sida 2 av 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Jämställdhet som politiskt mål' })).toHaveFocus(),
    );

    await user.click(within(navigation()).getByRole('link', { name: /Föregående/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${COURSE}/1/1/1`));
    expect(await screen.findByText('Sida 1 av 3')).toBeInTheDocument();
  });

  it('refuses to go on past an unanswered mandatory question, names it and moves focus to it', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(`${COURSE}/1/1/2`);
    await screen.findByText('Sida 2 av 3', {}, TIMEOUT);
    await user.click(within(navigation()).getByRole('button', { name: /Nästa sida/ }));

    const summary = await findMissingSummary();
    expect(within(summary).getByRole('link', { name: GOAL_QUESTION })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: GOAL_ANSWER })).toHaveFocus());
    expect(screen.getByRole('group', { name: new RegExp(GOAL_QUESTION) })).toHaveAttribute(
      'data-state',
      'missing',
    );
    expect(location.history.at(-1)).toBe(`${COURSE}/1/1/2`);
  });

  it('lets the learner on once the mandatory question is answered', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(`${COURSE}/1/1/2`);
    await screen.findByText('Sida 2 av 3', {}, TIMEOUT);
    await user.click(within(navigation()).getByRole('button', { name: /Nästa sida/ }));
    await screen.findByRole('link', { name: GOAL_QUESTION });

    await user.click(screen.getByRole('radio', { name: GOAL_ANSWER }));
    // Answered: the question leaves the summary at once.
    await waitFor(() => expect(screen.queryByRole('link', { name: GOAL_QUESTION })).not.toBeInTheDocument());
    await user.click(within(navigation()).getByRole('button', { name: /Nästa sida/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${COURSE}/1/1/3`));
  });
});
