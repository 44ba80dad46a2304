import { operations } from '@jamstalldhet/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, logsOutOn401 } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('logsOutOn401 (SPEC §8)', () => {
  it('exempts pages, login and verify-mail get_token', () => {
    expect(logsOutOn401('/api/pages/start')).toBe(false);
    expect(logsOutOn401('/api/user/login')).toBe(false);
    expect(logsOutOn401('/api/user/verify_mail/get_token')).toBe(false);
  });

  it('exempts logout, whose 401 means the session was already gone', () => {
    expect(logsOutOn401('/api/logout')).toBe(false);
  });

  it('logs out on every other call, whatever the query', () => {
    expect(logsOutOn401('/api/user/token')).toBe(true);
    expect(logsOutOn401('/api/user/educations?x=1')).toBe(true);
    expect(logsOutOn401('/api/user/verify_mail/verify_token')).toBe(true);
    expect(logsOutOn401('/api/user/login/other')).toBe(true);
  });
});

describe('createApiClient', () => {
  it('sends the JSON Accept header, the bearer token and same-origin credentials', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { ok: true }));
    const api = createApiClient({ getToken: () => 'secret-token', fetch });
    await api.send('POST', '/api/user/token', { body: { a: 1 } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/token');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      Authorization: 'Bearer secret-token',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header when logged out', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}));
    const api = createApiClient({ getToken: () => null, fetch });
    await api.send('GET', '/api/site-settings');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('omits credentials for another origin', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}));
    const api = createApiClient({ baseUrl: 'https://api.example.org', getToken: () => null, fetch });
    await api.send('GET', '/api/site-settings');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.org/api/site-settings');
    expect(init.credentials).toBe('omit');
  });

  it('throws ApiError with the status, message and field of an error answer', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(400, { statusCode: 400, message: 'Ogiltig', field: 'email' }),
    );
    const api = createApiClient({ getToken: () => null, fetch });
    const error = await api
      .send('POST', '/api/user/register', { body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 400, message: 'Ogiltig', field: 'email' });
  });

  it('ends the session on a 401 of a user call, not on a 401 of login or pages', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => jsonResponse(401, { message: 'Inte inloggad' }));
    const api = createApiClient({ getToken: () => 'token-1234567890', fetch, onUnauthorized });
    await expect(api.send('GET', '/api/user/educations')).rejects.toThrow('Inte inloggad');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.send('POST', '/api/user/login', { body: {} })).rejects.toThrow();
    await expect(api.send('GET', '/api/pages/start')).rejects.toThrow();
    await expect(api.send('POST', '/api/user/verify_mail/get_token')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end a session that does not exist', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => jsonResponse(401, {}));
    const api = createApiClient({ getToken: () => null, fetch, onUnauthorized });
    await expect(api.send('GET', '/api/user/educations')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports activity around each request, also when it fails', async () => {
    const changes: number[] = [];
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({
      getToken: () => null,
      fetch,
      onActivity: (change) => changes.push(change),
    });
    await expect(api.send('GET', '/api/site-settings')).rejects.toThrow('Failed to fetch');
    expect(changes).toEqual([1, -1]);
  });

  it('calls an operation at its address and reads the answer with its schema', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { results: [] }));
    const api = createApiClient({ getToken: () => null, fetch });
    const answer = await api.call(operations.checkAnswers, { params: { id: 7 }, body: { answers: [] } });
    expect(answer).toEqual({ results: [] });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/educations/7/check');
    expect(init.method).toBe('POST');
  });

  it('refuses an answer that does not fit the operation, so no page renders it', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { results: 'none' }));
    const api = createApiClient({ getToken: () => null, fetch });
    await expect(
      api.call(operations.checkAnswers, { params: { id: 7 }, body: { answers: [] } }),
    ).rejects.toThrow();
  });

  it('takes the answer as sent where the build left the schemas out (the API checked it)', async () => {
    const sent = { results: 'as sent' };
    const fetch = vi.fn(async () => jsonResponse(200, sent));
    const api = createApiClient({ getToken: () => null, fetch });
    const { answers: _, ...addressOnly } = operations.checkAnswers;
    const operation = addressOnly as unknown as typeof operations.checkAnswers;
    await expect(api.call(operation, { params: { id: 7 }, body: { answers: [] } })).resolves.toEqual(sent);
    // A 200 that is not JSON (a proxy's page) still fails, as an answer, not in a page's code.
    const proxy = vi.fn(async () => new Response('<html>Logga in på nätverket</html>', { status: 200 }));
    const behindProxy = createApiClient({ getToken: () => null, fetch: proxy });
    await expect(behindProxy.call(operation, { params: { id: 7 }, body: { answers: [] } })).rejects.toThrow(
      /no JSON object or list/,
    );
  });

  it('gives the headers of an answer, for the client IP', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}, { 'x-client-ip': '192.0.2.7' }));
    const api = createApiClient({ getToken: () => null, fetch });
    const answer = await api.send('GET', '/api/pages/start');
    expect(answer.headers.get('x-client-ip')).toBe('192.0.2.7');
  });
});
