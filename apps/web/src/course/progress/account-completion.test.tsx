import { PROGRESS_STORAGE_KEY } from '@jamstalldhet/blocks/course';
import type { CompletionResult } from '@jamstalldhet/blocks/engine';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, NEW_PASSWORD, registerAccount, uniqueEmail } from '../../../test/accounts';
import { advance, eventually, FAKED_TIMERS, watchNetwork } from '../../../test/network';
import {
  answer,
  fetchEducation,
  PageStatus,
  probe,
  renderProbes,
  serverAnswers,
} from '../../../test/progress-probe';
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

const pushes = () => network.to('POST', /\/progress$/);

async function complete(): Promise<CompletionResult | undefined> {
  let result: CompletionResult | undefined;
  await act(async () => {
    result = await probe(101).complete();
  });
  return result;
}

async function ready(): Promise<void> {
  await eventually(() => {
    expect(screen.getByText('Session: authenticated')).toBeInTheDocument();
    expect(screen.getByText('Inställningar: lästa')).toBeInTheDocument();
  });
}

describe('completing as a logged-in learner', () => {
  it('pushes first, then completes: not passed, passed, and already completed', async () => {
    const token = await registerAccount(uniqueEmail('progress-complete'));
    storeToken(token);
    const education = await fetchEducation(101, token);
    // On the evaluation the rounds are skipped (SPEC §4); the final push before completion is not.
    renderProbes([education], {
      path: `/${education.slug}/utvardering`,
      children: <PageStatus slug={education.slug} />,
    });
    await ready();
    answer(101, 'k1-e1-fraga-innebord', ['projekt']);
    await advance(33_000);
    expect(pushes()).toHaveLength(0);

    expect(await complete()).toEqual({
      passed: false,
      unanswered: ['k2-e1-fraga-statistik', 'k3-e1-fraga-uppfoljning'],
    });
    const order = network.sent.filter((request) => request.method === 'POST').map((request) => request.url);
    expect(order.findIndex((url) => url.endsWith('/progress'))).toBeLessThan(
      order.findIndex((url) => url.endsWith('/completed')),
    );
    expect(await serverAnswers(101, token)).toEqual({ 'k1-e1-fraga-innebord': ['projekt'] });

    answer(101, 'k1-e1-fraga-innebord', ['ordinarie']);
    answer(101, 'k2-e1-fraga-statistik', ['uppdelad']);
    answer(101, 'k3-e1-fraga-uppfoljning', ['orsaker']);
    const passed = await complete();
    expect(passed).toEqual({
      passed: true,
      certificateToken: expect.any(String),
      evaluationToken: expect.any(String),
      alreadyCompleted: false,
    });
    await eventually(() => expect(screen.getByText('Sidans status: completed')).toBeInTheDocument());

    // Completing again is a success; the token this tab got still requests the certificate.
    // So does the evaluation token the first completion gave (issue 37).
    const firstToken = passed?.passed ? passed.certificateToken : 'none';
    const firstEvaluationToken = passed?.passed ? passed.evaluationToken : 'none';
    expect(await complete()).toEqual({
      passed: true,
      certificateToken: firstToken,
      evaluationToken: firstEvaluationToken,
      alreadyCompleted: true,
    });

    // Completed: the rounds send nothing more.
    const before = pushes().length;
    answer(101, 'k2-e2-ovning', ['Efteråt']);
    await advance(33_000);
    expect(pushes()).toHaveLength(before);
  });
});

describe('a session that ends during a push (401)', () => {
  it('keeps the answers on the device and pushes them after the learner logs in again', async () => {
    const email = uniqueEmail('progress-401');
    const token = await registerAccount(email);
    storeToken(token);
    const education = await fetchEducation(100, token);
    let nextToken = '';
    renderProbes([education], { path: `/${education.slug}/1`, loginToken: () => nextToken });
    await ready();
    answer(100, 'k1-e1-fraga-malet', ['samma-makt']);

    // The session is revoked elsewhere (e.g. a password reset): the next push gets a 401.
    await callApi('/api/logout', {}, token);
    await advance(3000);
    await eventually(() => expect(screen.getByText('Session: anonymous')).toBeInTheDocument());
    expect(screen.getByText('Du har blivit utloggad.')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}');
    expect(Object.values(stored.users)).toEqual([
      { 100: expect.objectContaining({ entries: [expect.objectContaining({ values: ['samma-makt'] })] }) },
    ]);

    const login = await callApi('/api/user/login', { email, password: NEW_PASSWORD });
    nextToken = ((await login.json()) as { token: string }).token;
    fireEvent.click(screen.getByRole('button', { name: 'Logga in i testet' }));
    await ready();
    await advance(3000);
    await eventually(async () => {
      expect(await serverAnswers(100, nextToken)).toEqual({ 'k1-e1-fraga-malet': ['samma-makt'] });
      expect(screen.getByText('Sparstatus: saved')).toBeInTheDocument();
    });
  });
});
