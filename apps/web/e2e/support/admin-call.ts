import { expect } from 'vitest';
import { siteUrl } from './shared-site';

/**
 * A call of the shared site's API with an administrator's token, to set a journey up (a course
 * made and published as its starting point); the answer must be a success.
 */
export async function adminCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${siteUrl()}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.ok, await answer.clone().text()).toBe(true);
  return (await answer.json()) as T;
}
