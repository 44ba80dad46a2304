import { storeToken } from '../src/auth/auth-cookies';
import { demoApiUrl } from './render-app';

let registered = 0;

/**
 * Registers a new account through the real API and stores its token as the site does, so a
 * test can change a learner's progress without touching the demo accounts other tests use.
 * Returns the token, for calls the test makes itself.
 */
export async function registerLearner(): Promise<string> {
  registered += 1;
  const email = `kurs-${Date.now()}-${process.pid}-${registered}@example.se`;
  const response = await fetch(`${demoApiUrl()}/api/user/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      first_name: 'Kim',
      last_name: 'Kursdeltagare',
      email,
      password: 'Ett-langt-losenord-1',
      accept_terms: true,
    }),
  });
  if (!response.ok) {
    throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  }
  const { token } = (await response.json()) as { token: string };
  storeToken(token);
  return token;
}

/** Saves answers on the server for the logged-in learner, as the progress sync would. */
export async function saveServerAnswers(
  token: string,
  educationId: number,
  answers: { block_id: string; values: string[] }[],
): Promise<void> {
  const response = await fetch(`${demoApiUrl()}/api/user/educations/${educationId}/progress`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ answers }),
  });
  if (!response.ok) {
    throw new Error(`progress ${educationId}: ${response.status}`);
  }
}
