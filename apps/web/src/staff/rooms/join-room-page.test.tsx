import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registerLearner } from '../../../test/register-learner';
import { DEMO_PASSWORD, demoApiUrl, renderApp } from '../../../test/render-app';

const TIMEOUT = { timeout: 10_000 };
const ROOM_TITLE = 'Klassrum 7B – Jämställdhet i skolan'; // demo content: the teacher Lars teaches it

async function call<T>(path: string, token: string, method = 'GET'): Promise<T> {
  const response = await fetch(`${demoApiUrl()}${path}`, {
    method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status}`);
  }
  return (await response.json()) as T;
}

/** A live join code for the demo classroom, made by its teacher. */
async function teachersCode(): Promise<string> {
  const login = await fetch(`${demoApiUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: 'larare@example.se', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const rooms = await call<Array<{ id: number; slug: string }>>('/api/user/rooms', token);
  const room = rooms.find((each) => each.slug === 'klassrum-7b');
  return (await call<{ code: string }>(`/api/teacher/rooms/${room?.id}/invite`, token, 'POST')).code;
}

describe('the join link (issue 21)', () => {
  it('asks "Gå med i …?" with the room’s name and joins only when the pupil presses the button', async () => {
    const code = await teachersCode();
    const pupil = await registerLearner();
    const { location } = renderApp(`/mina-sidor/ga-med/${code}`);

    const question = await screen.findByRole(
      'heading',
      { level: 1, name: `Gå med i ${ROOM_TITLE}?` },
      TIMEOUT,
    );
    await waitFor(() => expect(question).toHaveFocus(), TIMEOUT);
    expect(await call<unknown[]>('/api/user/rooms', pupil)).toEqual([]);
    expect(location.history?.at(-1)).toBe(`/mina-sidor/ga-med/${code}`);

    await userEvent.click(screen.getByRole('button', { name: 'Gå med' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/klassrum-7b'), TIMEOUT);
    const rooms = await call<Array<{ title: string }>>('/api/user/rooms', pupil);
    expect(rooms.map((room) => room.title)).toEqual([ROOM_TITLE]);
  });

  it('a link whose code does not work shows the form with the message next to the field', async () => {
    await registerLearner();
    renderApp('/mina-sidor/ga-med/AAAAAAAA');
    const field = await screen.findByLabelText('Kod', {}, TIMEOUT);
    await waitFor(
      () =>
        expect(field).toHaveAccessibleDescription(
          expect.stringContaining('Koden finns inte eller har gått ut. Be din lärare om en ny kod.'),
        ),
      TIMEOUT,
    );
    expect(field).toHaveValue('AAAAAAAA');
  });
});
