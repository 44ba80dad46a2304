import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../test/accounts';
import { OPEN_COURSE_ANSWERS } from '../../test/course-answers';
import { registerLearner, saveServerAnswers } from '../../test/register-learner';
import { renderApp } from '../../test/render-app';

const TIMEOUT = { timeout: 10_000 };
const COURSE = '/jamstalldhet-i-skolan';

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Alla kapitel' }, TIMEOUT);
  await user.click(button);
  const menu = await screen.findByRole('dialog', { name: 'Kapitel i utbildningen' });
  return { button, menu };
}

describe('education menu', () => {
  it('lists the chapters and their episodes and marks the current one', async () => {
    const user = userEvent.setup();
    renderApp(`${COURSE}/1/2/1`);
    const { button, menu } = await openMenu(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Kapitel 1: Vad är jämställdhet?',
      'Kapitel 2: Diskrimineringslagen i skolan',
      'Kapitel 3: Normer i klassrummet',
      'Kapitel 4: Från kunskap till handling',
    ]);
    expect(within(menu).getByRole('link', { name: 'Aktiva åtgärder' })).toHaveAttribute(
      'href',
      `${COURSE}/2/2/1`,
    );
    const current = within(menu).getByRole('link', { name: 'Skolans uppdrag' });
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(within(menu).getByRole('link', { name: 'Jämställdhet som politiskt mål' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(menu).getByText('0 av 4 kapitel klara')).toBeInTheDocument();
  });

  it('shows the overlay at once, slides in after 100 ms and takes focus', async () => {
    const user = userEvent.setup();
    renderApp(`${COURSE}/1/1/1`);
    const { menu } = await openMenu(user);
    expect(screen.getByTestId('overlay')).toBeInTheDocument();
    await waitFor(() => expect(menu).toHaveAttribute('data-visible', 'true'));
    await waitFor(() => expect(menu).toHaveFocus());
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderApp(`${COURSE}/1/1/1`);
    const { button, menu } = await openMenu(user);
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Kapitel i utbildningen' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('overlay')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with a click on the overlay and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderApp(`${COURSE}/1/1/1`);
    const { button, menu } = await openMenu(user);
    await waitFor(() => expect(menu).toHaveFocus());
    await user.click(screen.getByTestId('overlay'));
    expect(screen.queryByRole('dialog', { name: 'Kapitel i utbildningen' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    renderApp(`${COURSE}/1/1/1`);
    const { menu } = await openMenu(user);
    await waitFor(() => expect(menu).toHaveFocus());
    for (let step = 0; step < 15; step += 1) {
      await user.tab();
      expect(menu.contains(document.activeElement)).toBe(true);
    }
  });

  it('goes to an episode, closes, and puts focus on the new page heading', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(`${COURSE}/1/1/1`);
    const { menu } = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Studie- och yrkesval' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`${COURSE}/3/2/1`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Studie- och yrkesval' })).toHaveFocus(),
    );
  });

  it('says in words which chapters are done', async () => {
    const user = userEvent.setup();
    const token = await registerLearner();
    await saveServerAnswers(token, 100, [
      { block_id: 'k1-e1-fraga-malet', values: ['samma-makt'] },
      { block_id: 'k1-e1-fraga-delmal', values: ['makt'] },
    ]);
    renderApp(`${COURSE}/2/1/1`);
    const { menu } = await openMenu(user);
    expect(within(menu).getByText('1 av 4 kapitel klara')).toBeInTheDocument();
    const [first, second] = within(menu).getAllByRole('heading', { level: 3 });
    expect(first).toHaveTextContent('Kapitel 1: Vad är jämställdhet? ✓ klart');
    expect(second).not.toHaveTextContent('klart');
  });

  it('counts every chapter of a completed course, the text-only last one too', async () => {
    const user = userEvent.setup();
    const token = await registerLearner();
    await saveServerAnswers(token, 100, OPEN_COURSE_ANSWERS);
    const completed = await callApi('/api/educations/100/completed', {}, token);
    expect(await completed.json()).toMatchObject({ passed: true });
    renderApp(`${COURSE}/tack`);
    const { menu } = await openMenu(user);
    expect(within(menu).getByText('4 av 4 kapitel klara')).toBeInTheDocument();
  });
});
