import {
  type CallInput,
  isRecord,
  type Operation,
  type OperationAnswer,
  operations,
  operationUrl,
  readAnswer,
} from '@jamstalldhet/contract';
import { ApiError } from './api-error';
import { isAddressOf } from './call-address';

/**
 * Calls whose 401 does not log the user out (SPEC §8): a wrong password is not a lost session.
 * Logout is added: its 401 means the session was already gone (a password reset revokes every
 * session), and logging out clears it here anyway, without the 'Du har blivit utloggad.' detour.
 */
const NO_LOGOUT_ON_401 = [
  operations.getPage,
  operations.login,
  operations.requestVerificationMail,
  operations.logout,
];

/** Whether a 401 answer on this call means the session is gone (SPEC §8). */
export function logsOutOn401(path: string): boolean {
  return !NO_LOGOUT_ON_401.some((operation) => isAddressOf(operation, path));
}

export interface ApiClientOptions {
  /** Where the API lives; empty for the site's own origin. @default '' */
  baseUrl?: string;
  /** The bearer token of the logged-in user, or null. */
  getToken: () => string | null;
  /** Called when a call answers 401 and the session must end (SPEC §8). */
  onUnauthorized?: (path: string) => void;
  /** Called when a request starts and ends, for the progress bar. */
  onActivity?: (change: 1 | -1) => void;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as multipart; the browser sets the content type. */
  formData?: FormData;
  signal?: AbortSignal;
}

/** An answer as it came: its JSON (or text) not yet read with a schema. */
export interface ApiResponse {
  data: unknown;
  status: number;
  headers: Headers;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one way the site talks to the API (SPEC §7): JSON Accept header, credentials on
 * same-origin calls, the bearer token when logged in, and errors as `ApiError`.
 */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  function isSameOrigin(url: string): boolean {
    if (baseUrl === '' || typeof window === 'undefined') {
      return true;
    }
    return new URL(url, window.location.href).origin === window.location.origin;
  }

  /** One request, its answer unread: what `call` and the course transport send through. */
  async function send(method: string, path: string, request: RequestOptions = {}): Promise<ApiResponse> {
    const url = `${baseUrl}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }
    let body: BodyInit | undefined;
    if (request.formData) {
      body = request.formData;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    options.onActivity?.(1);
    try {
      const response = await doFetch(url, {
        method,
        headers,
        body,
        credentials: isSameOrigin(url) ? 'same-origin' : 'omit',
        signal: request.signal,
      });
      const data = await readBody(response);
      if (!response.ok) {
        const record: Record<string, unknown> = isRecord(data) ? data : {};
        const message = typeof record.message === 'string' ? record.message : response.statusText;
        const field = typeof record.field === 'string' ? record.field : undefined;
        if (response.status === 401 && token && logsOutOn401(path)) {
          options.onUnauthorized?.(path);
        }
        throw new ApiError(response.status, message, field, record);
      }
      return { data, status: response.status, headers: response.headers };
    } finally {
      options.onActivity?.(-1);
    }
  }

  /**
   * Calls one operation of the contract: the address built from it, the answer read as the
   * contract's clients read it (`readAnswer`), with its headers. The browser's build carries no
   * schemas (build/browser-contract.ts), which keeps zod off first pages, and takes the answer
   * as the API sent it: the API checks every answer against them (apps/api/src/http/answer-check.ts).
   */
  async function answer<O extends Operation>(
    operation: O,
    ...[input]: CallInput<O>
  ): Promise<{ data: OperationAnswer<O>; headers: Headers }> {
    const body = input?.body;
    const request = body instanceof FormData ? { formData: body } : { body };
    const { data, status, headers } = await send(operation.method, operationUrl(operation, input), request);
    return { data: readAnswer(operation, status, data), headers };
  }

  return {
    send,
    /** The one way the site calls the API: an operation and its input, to its parsed answer. */
    call: async <O extends Operation>(operation: O, ...input: CallInput<O>) =>
      (await answer(operation, ...input)).data,
    /** As `call`, with the answer's headers (the client IP of `getPage`). */
    answer,
    /** The full address of a call, for links such as file downloads. */
    link: <O extends Operation>(operation: O, ...[input]: CallInput<O>) =>
      `${baseUrl}${operationUrl(operation, input)}`,
  };
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) {
    return undefined;
  }
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }
  return await response.text();
}
