import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerLearner, saveServerAnswers } from '../../test/register-learner';
import { loginAs, renderApp } from '../../test/render-app';

const TIMEOUT = { timeout: 10_000 };
const SITE_NAME = 'Jämställdhetsmyndighetens webbutbildningar';
const COURSE = '/jamstalldhet-i-skolan';
const COURSE_TITLE = 'Jämställdhet i skolan – webbutbildning';

async function findNotFound() {
  return screen.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }, TIMEOUT);
}

describe('course routes', () => {
  it('shows a chapter page with the course header, its blocks and the step in the title', async () => {
    renderApp(`${COURSE}/1/1/2`);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Jämställdhet som politiskt mål' },
      TIMEOUT,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Kapitel 1 av 4: Vad är jämställdhet?')).toBeInTheDocument();
    expect(screen.getByText('Sida 2 av 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jämställdhet i skolan' })).toHaveAttribute('href', COURSE);
    expect(screen.getByRole('heading', { level: 2, name: 'De sex delmålen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alla kapitel' })).toBeInTheDocument();
    // An anonymous learner's answers stay on the device, and the page says so.
    expect(screen.getByText('Sparas på den här enheten')).toBeInTheDocument();
    // Chapter pages have no breadcrumbs (SPEC §2) and start with focus on their heading.
    expect(screen.queryByRole('navigation', { name: 'Brödsmulor' })).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(document.title).toBe(`${COURSE_TITLE} Kapitel 1 Episod 1 Sida 2 | ${SITE_NAME}`),
    );
  });

  it('treats missing levels as the first and names only the given ones in the title', async () => {
    renderApp(`${COURSE}/2`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Diskrimineringsgrunder och former av diskriminering' },
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sida 1 av 2')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${COURSE_TITLE} Kapitel 2 | ${SITE_NAME}`));
  });

  it('shows the not-found page for levels out of range or not numeric', async () => {
    for (const path of [
      `${COURSE}/9`,
      `${COURSE}/1/9`,
      `${COURSE}/1/1/9`,
      `${COURSE}/abc`,
      `${COURSE}/1/x/1`,
    ]) {
      const view = renderApp(path);
      expect(await findNotFound(), path).toBeInTheDocument();
      expect(view.location.history.at(-1)).toBe(path);
      view.unmount();
    }
  });

  it('shows the not-found page below a slug that is not an education', async () => {
    renderApp('/om-webbutbildningarna/1');
    expect(await findNotFound()).toBeInTheDocument();
  });

  it('sends an unsafe slug to /404', async () => {
    const { location } = renderApp('/%2F%2Fevil.example/1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/404'), TIMEOUT);
  });

  it('sends fortsatt to the page of the first unanswered question', async () => {
    const { location } = renderApp(`${COURSE}/fortsatt`);
    await waitFor(() => expect(location.history.at(-1)).toBe(`${COURSE}/1/1/2`), TIMEOUT);
    // Replaced, so Back leaves the course instead of bouncing off fortsatt again.
    expect(location.history).not.toContain(`${COURSE}/fortsatt`);
    expect(await screen.findByText('Sida 2 av 3', {}, TIMEOUT)).toBeInTheDocument();
  });

  it('sends fortsatt past what a logged-in learner has answered', async () => {
    const token = await registerLearner();
    await saveServerAnswers(token, 100, [
      { block_id: 'k1-e1-fraga-malet', values: ['samma-makt'] },
      { block_id: 'k1-e1-fraga-delmal', values: ['makt'] },
    ]);
    const { location } = renderApp(`${COURSE}/fortsatt`);
    await waitFor(() => expect(location.history.at(-1)).toBe(`${COURSE}/1/2/2`), TIMEOUT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Skolans uppdrag' }, TIMEOUT),
    ).toBeInTheDocument();
  });

  it('sends an anonymous learner of a login course to login, with the way back', async () => {
    const { location } = renderApp('/jamstalldhetsintegrering-for-chefer/1/1/2');
    await waitFor(
      () =>
        expect(location.history.at(-1)).toBe(
          '/anvandare/login?next=%2Fjamstalldhetsintegrering-for-chefer%2F1%2F1%2F2',
        ),
      TIMEOUT,
    );
    expect(screen.queryByRole('heading', { name: 'Strategin' })).not.toBeInTheDocument();
  });

  it('lets a logged-in learner into a login course', async () => {
    await loginAs('larare@example.se');
    renderApp('/jamstalldhetsintegrering-for-chefer/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Strategin' }, TIMEOUT)).toBeInTheDocument();
  });

  it('sends a learner to the presentation of a course that is not open yet or needs approval', async () => {
    const coming = renderApp('/mans-vald-mot-kvinnor-grundkurs/1');
    await waitFor(
      () => expect(coming.location.history.at(-1)).toBe('/mans-vald-mot-kvinnor-grundkurs'),
      TIMEOUT,
    );
    expect((await screen.findAllByText(/Utbildningen öppnar/, {}, TIMEOUT)).length).toBeGreaterThan(0);
    coming.unmount();

    const ended = renderApp('/normkritik-i-forskolan-2023/utvardering');
    await waitFor(() => expect(ended.location.history.at(-1)).toBe('/normkritik-i-forskolan-2023'), TIMEOUT);
    ended.unmount();

    await loginAs('larare@example.se');
    const approval = renderApp('/lonekartlaggning-i-praktiken/1/1/1');
    await waitFor(
      () => expect(approval.location.history.at(-1)).toBe('/lonekartlaggning-i-praktiken'),
      TIMEOUT,
    );
  });

  it('gives administrators the edit links of the education and the episode shown', async () => {
    await loginAs('admin@example.se');
    renderApp(`${COURSE}/1/2/1`);
    const bar = await screen.findByRole('navigation', { name: 'Redigeringslänkar' }, TIMEOUT);
    // This product's editor (issue 24), at the course and at the episode shown.
    expect(within(bar).getByRole('link', { name: /Redigera utbildning/ })).toHaveAttribute(
      'href',
      '/mina-sidor/administration/innehall/utbildning/100',
    );
    expect(within(bar).getByRole('link', { name: /Redigera episod/ })).toHaveAttribute(
      'href',
      '/mina-sidor/administration/innehall/utbildning/100?del=episod-10012',
    );
  });
});
