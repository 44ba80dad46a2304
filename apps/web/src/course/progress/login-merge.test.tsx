import { courseLabels, PROGRESS_STORAGE_KEY } from '@jamstalldhet/blocks/course';
import type { Education } from '@jamstalldhet/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, registerAccount, uniqueEmail } from '../../../test/accounts';
import { answer, fetchEducation, renderProbes, serverAnswers } from '../../../test/progress-probe';
import { DEMO_PASSWORD } from '../../../test/render-app';

let course: Education;

beforeAll(async () => {
  course = await fetchEducation(100);
});

const anonymousCourses = () =>
  Object.keys(JSON.parse(localStorage.getItem(PROGRESS_STORAGE_KEY) ?? '{}').anonymous ?? {});

describe('logging in with anonymous answers on the device', () => {
  it('offers to keep them on the account; yes pushes them and clears the device copy', async () => {
    const user = userEvent.setup();
    const token = await registerAccount(uniqueEmail('progress-merge'));
    renderProbes([course], { loginToken: () => token });
    answer(100, 'k1-e1-fraga-malet', ['samma-makt']);
    answer(100, 'k1-e2-exempel', ['Läromedel']);

    await user.click(screen.getByRole('button', { name: 'Logga in i testet' }));
    const dialog = await screen.findByRole('dialog', { name: courseLabels['course.mergeTitle'] });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(`”${course.title}”`));
    await user.click(screen.getByRole('button', { name: courseLabels['course.mergeKeep'] }));

    expect(await screen.findByText(courseLabels['course.mergeKept'])).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await serverAnswers(100, token)).toEqual({
      'k1-e1-fraga-malet': ['samma-makt'],
      'k1-e2-exempel': ['Läromedel'],
    });
    expect(anonymousCourses()).toEqual([]);
    expect(screen.getByText('k1-e2-exempel=Läromedel')).toBeInTheDocument();
    expect(screen.getByText('Sparstatus: saved')).toBeInTheDocument();
  });

  it('keeps them on the device when the dialog is closed, and removes them on no', async () => {
    const user = userEvent.setup();
    // A demo account: declining changes nothing on the server.
    const login = await callApi('/api/user/login', { email: 'elev@example.se', password: DEMO_PASSWORD });
    const token = ((await login.json()) as { token: string }).token;
    const first = renderProbes([course], { loginToken: () => token });
    answer(100, 'k1-e2-exempel', ['Ska inte sparas']);

    await user.click(screen.getByRole('button', { name: 'Logga in i testet' }));
    await screen.findByRole('dialog', { name: courseLabels['course.mergeTitle'] });
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(anonymousCourses()).toEqual(['100']);
    first.unmount();

    // Still logged in after a reload: the offer comes back.
    renderProbes([course]);
    await screen.findByRole('dialog', { name: courseLabels['course.mergeTitle'] });
    await user.click(screen.getByRole('button', { name: courseLabels['course.mergeDiscard'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(anonymousCourses()).toEqual([]);
    expect((await serverAnswers(100, token))['k1-e2-exempel']).not.toEqual(['Ska inte sparas']);
    expect(screen.queryByText('k1-e2-exempel=Ska inte sparas')).not.toBeInTheDocument();
  });
});
