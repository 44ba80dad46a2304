import { vi } from 'vitest';

/** A JSON answer as the API gives it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Makes one API call fail at the network edge while every other call reaches the demo API.
 * Undo with `vi.restoreAllMocks()`.
 */
export function failCall(apiPath: string, answer: () => Promise<Response>) {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).pathname === apiPath) {
      return answer();
    }
    return realFetch(input, init);
  });
}
