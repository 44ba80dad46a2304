import { PROGRESS_STORAGE_KEY } from '@jamstalldhet/blocks/course';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerAccount, uniqueEmail } from '../../../test/accounts';
import { advance, eventually, FAKED_TIMERS, isProgressPush, watchNetwork } from '../../../test/network';
import { answer, fetchEducation, renderProbes, serverAnswers } from '../../../test/progress-probe';
import { saveServerAnswers } from '../../../test/register-learner';
import { storeToken } from '../../auth/auth-cookies';

let network: ReturnType<typeof watchNetwork>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: [...FAKED_TIMERS] });
  network = watchNetwork();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A new learner, logged in, on a chapter page of a course; resolves when the sync has started. */
async function learnerOnCourse(token: string, id: number) {
  storeToken(token);
  const education = await fetchEducation(id, token);
  const view = renderProbes([education], { path: `/${education.slug}/1` });
  await eventually(() => {
    expect(screen.getByText('Session: authenticated')).toBeInTheDocument();
    expect(screen.getByText('Inställningar: lästa')).toBeInTheDocument();
  });
  return { education, view };
}

const pushes = () => network.to('POST', /\/progress$/);
const storedForAccounts = () => JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}').users ?? {};

describe('a logged-in learner’s answers', () => {
  it('are pushed 3 s after start and 2 s after each answer, and not again unchanged', async () => {
    const token = await registerAccount(uniqueEmail('progress-sync'));
    storeToken(token);
    const education = await fetchEducation(100, token);
    renderProbes([education], { path: `/${education.slug}/1` });
    // Answered while the session is still being checked: it belongs to the account.
    expect(screen.getByText('Session: loading')).toBeInTheDocument();
    answer(100, 'k1-e1-fraga-malet', ['lika-manga']);
    await eventually(() => {
      expect(screen.getByText('Session: authenticated')).toBeInTheDocument();
      expect(screen.getByText('Inställningar: lästa')).toBeInTheDocument();
    });
    expect(screen.getByText('k1-e1-fraga-malet=lika-manga')).toBeInTheDocument();
    expect(Object.keys(storedForAccounts())).toHaveLength(1);
    expect(screen.getByText('Sparstatus: pending')).toBeInTheDocument();
    expect(screen.getByText('Osparade svar: ja')).toBeInTheDocument();

    await advance(2999);
    expect(pushes()).toHaveLength(0);
    await advance(1);
    expect(pushes()).toHaveLength(1);
    expect(pushes()[0]?.body).toEqual({
      answers: [{ block_id: 'k1-e1-fraga-malet', values: ['lika-manga'] }],
    });
    await eventually(async () => {
      expect(await serverAnswers(100, token)).toEqual({ 'k1-e1-fraga-malet': ['lika-manga'] });
      expect(screen.getByText('Sparstatus: saved')).toBeInTheDocument();
    });

    // An answer goes out 2 s after it is given, not only at the next round (apiSynchTime 30):
    // on another device a moment later, the learner finds it.
    answer(100, 'k1-e1-fraga-malet', ['samma-makt']);
    await advance(1_999);
    expect(pushes()).toHaveLength(1);
    await advance(1);
    expect(pushes()).toHaveLength(2);
    await eventually(async () => {
      expect(await serverAnswers(100, token)).toEqual({ 'k1-e1-fraga-malet': ['samma-makt'] });
    });

    // Nothing changed: the following rounds send nothing.
    await advance(60_000);
    expect(pushes()).toHaveLength(2);
    expect(storedForAccounts()).toEqual({});
  });

  it('are kept when a push fails, shown as failed, and delivered by a later round', async () => {
    const token = await registerAccount(uniqueEmail('progress-fail'));
    await learnerOnCourse(token, 100);
    network.fail(isProgressPush);
    answer(100, 'k1-e1-fraga-malet', ['samma-makt']);
    await advance(3000);
    await eventually(() => expect(screen.getByText('Sparstatus: failed')).toBeInTheDocument());
    expect(screen.getByText('Osparade svar: ja')).toBeInTheDocument();
    expect(Object.values(storedForAccounts())).toEqual([
      { 100: expect.objectContaining({ entries: [expect.objectContaining({ values: ['samma-makt'] })] }) },
    ]);

    // Both the push 2 s after the answer and the first round failed; a later round delivers.
    expect(pushes()).toHaveLength(2);
    network.fail(null);
    await advance(30_000);
    expect(pushes()).toHaveLength(3);
    await eventually(async () => {
      expect(await serverAnswers(100, token)).toEqual({ 'k1-e1-fraga-malet': ['samma-makt'] });
      expect(screen.getByText('Sparstatus: saved')).toBeInTheDocument();
    });
    expect(storedForAccounts()).toEqual({});
  });

  it('survive a reload while pushes fail, and reach the server when it answers again', async () => {
    const token = await registerAccount(uniqueEmail('progress-outage'));
    const first = await learnerOnCourse(token, 101);
    network.fail(isProgressPush);
    answer(101, 'k1-e1-fraga-innebord', ['ordinarie']);
    await advance(3000);
    await eventually(() => expect(screen.getByText('Sparstatus: failed')).toBeInTheDocument());
    first.view.unmount();

    await learnerOnCourse(token, 101);
    await eventually(() => expect(screen.getByText('k1-e1-fraga-innebord=ordinarie')).toBeInTheDocument());
    expect(screen.getByText('Sparstatus: pending')).toBeInTheDocument();
    await advance(3000);
    await eventually(() => expect(screen.getByText('Sparstatus: failed')).toBeInTheDocument());

    // Back online: the browser says so, and a round runs at once.
    network.fail(null);
    window.dispatchEvent(new Event('online'));
    await eventually(async () => {
      expect(await serverAnswers(101, token)).toEqual({ 'k1-e1-fraga-innebord': ['ordinarie'] });
      expect(screen.getByText('Sparstatus: saved')).toBeInTheDocument();
    });
  });

  it('send only what changed here, so a newer answer from another tab or device is not overwritten', async () => {
    const token = await registerAccount(uniqueEmail('progress-two-tabs'));
    await saveServerAnswers(token, 100, [{ block_id: 'k1-e1-fraga-malet', values: ['lika-manga'] }]);
    await learnerOnCourse(token, 100);
    await eventually(() => expect(screen.getByText('k1-e1-fraga-malet=lika-manga')).toBeInTheDocument());

    // Another tab changes that answer on the server; this tab still shows the old one.
    await saveServerAnswers(token, 100, [{ block_id: 'k1-e1-fraga-malet', values: ['samma-makt'] }]);
    const before = pushes().length; // the test's own calls go through the same fetch
    answer(100, 'k1-e1-fraga-delmal', ['makt']);
    await advance(3000);
    await eventually(() => expect(pushes()).toHaveLength(before + 1));
    expect(pushes().at(-1)?.body).toEqual({
      answers: [{ block_id: 'k1-e1-fraga-delmal', values: ['makt'] }],
    });
    await eventually(async () => {
      expect(await serverAnswers(100, token)).toEqual({
        'k1-e1-fraga-malet': ['samma-makt'],
        'k1-e1-fraga-delmal': ['makt'],
      });
    });
  });
});
