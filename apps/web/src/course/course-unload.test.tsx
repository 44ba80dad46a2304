import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { registerLearner } from '../../test/register-learner';
import { demoApiUrl, renderApp } from '../../test/render-app';

const TIMEOUT = { timeout: 10_000 };
const COURSE = '/jamstalldhet-i-skolan';
const GOAL_ANSWER = 'Att kvinnor och män ska ha samma makt att forma samhället och sina egna liv';

/** Whether leaving the page now would make the browser ask first. */
function unloadIsWarned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function serverValues(token: string, blockId: string): Promise<string[] | undefined> {
  const response = await fetch(`${demoApiUrl()}/api/progress/100`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const progress = (await response.json()) as { entries: { blockId: string; values: string[] }[] };
  return progress.entries.find((entry) => entry.blockId === blockId)?.values;
}

/**
 * Waits out the sync's first round (3 s after it starts); the next is `apiSynchTime` (30 s)
 * later, so whatever reaches the server in the next seconds was pushed by the page itself.
 */
async function pastFirstSyncRound(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 3_500));
}

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('leaving a chapter page', () => {
  it('warns only while a logged-in learner has answers that are not on the server', async () => {
    const user = userEvent.setup();
    const token = await registerLearner();
    renderApp(`${COURSE}/1/1/2`);
    await screen.findByText('Sida 2 av 3', {}, TIMEOUT);
    expect(unloadIsWarned()).toBe(false);
    await pastFirstSyncRound();

    await user.click(screen.getByRole('radio', { name: GOAL_ANSWER }));
    await waitFor(() => expect(unloadIsWarned()).toBe(true));

    // Hiding the page pushes at once; then there is nothing left to warn about.
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(screen.getByText('Sparat')).toBeInTheDocument(), TIMEOUT);
    expect(unloadIsWarned()).toBe(false);
    expect(await serverValues(token, 'k1-e1-fraga-malet')).toEqual(['samma-makt']);
  });

  it('pushes pending answers when the tab is hidden', async () => {
    const user = userEvent.setup();
    const token = await registerLearner();
    renderApp(`${COURSE}/1/1/3`);
    await screen.findByText('Sida 3 av 3', {}, TIMEOUT);
    await pastFirstSyncRound();
    const question = screen.getByRole('group', {
      name: /Vilka av följande är jämställdhetspolitiska delmål/,
    });
    await user.click(within(question).getAllByRole('checkbox')[0] as HTMLElement);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(
      async () => expect(await serverValues(token, 'k1-e1-fraga-delmal')).toHaveLength(1),
      TIMEOUT,
    );
  });

  it('never warns an anonymous learner, whose answers are kept on the device', async () => {
    const user = userEvent.setup();
    renderApp(`${COURSE}/1/1/2`);
    await screen.findByText('Sida 2 av 3', {}, TIMEOUT);
    await user.click(screen.getByRole('radio', { name: GOAL_ANSWER }));
    expect(screen.getByRole('radio', { name: GOAL_ANSWER })).toBeChecked();
    expect(screen.getByText('Sparas på den här enheten')).toBeInTheDocument();
    expect(unloadIsWarned()).toBe(false);
  });

  it('does not warn on the pages after the chapters', async () => {
    const user = userEvent.setup();
    await registerLearner();
    renderApp(`${COURSE}/utvardering`);
    await screen.findByRole('heading', { level: 1, name: 'Utvärdering' }, TIMEOUT);
    const overall = screen.getByRole('group', { name: /Hur nöjd är du med utbildningen som helhet/ });
    await user.click(within(overall).getByRole('radio', { name: '4' }));
    expect(unloadIsWarned()).toBe(false);
  });
});
