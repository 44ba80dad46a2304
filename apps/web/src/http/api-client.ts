import { ApiError } from './api-error';

/**
 * Calls whose 401 does not log the user out (SPEC §8): a wrong password is not a lost session.
 * Logout is added: its 401 means the session was already gone (a password reset revokes every
 * session), and logging out clears it here anyway, without the 'Du har blivit utloggad.' detour.
 */
const NO_LOGOUT_ON_401 = [
  /^\/api\/pages\//,
  /^\/api\/user\/login$/,
  /^\/api\/user\/verify_mail\/get_token$/,
  /^\/api\/logout$/,
];

/** Whether a 401 answer on this call means the session is gone (SPEC §8). */
export function logsOutOn401(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !NO_LOGOUT_ON_401.some((pattern) => pattern.test(pathname));
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

export interface ApiResponse<T> {
  data: T;
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

  async function send<T>(
    method: string,
    path: string,
    request: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
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
        const record = (data ?? {}) as { message?: unknown; field?: unknown };
        const message = typeof record.message === 'string' ? record.message : response.statusText;
        const field = typeof record.field === 'string' ? record.field : undefined;
        if (response.status === 401 && token && logsOutOn401(path)) {
          options.onUnauthorized?.(path);
        }
        throw new ApiError(response.status, message, field);
      }
      return { data: data as T, headers: response.headers };
    } finally {
      options.onActivity?.(-1);
    }
  }

  return {
    send,
    get: async <T>(path: string, request?: RequestOptions) => (await send<T>('GET', path, request)).data,
    post: async <T>(path: string, body?: unknown, request?: RequestOptions) =>
      (await send<T>('POST', path, { ...request, body })).data,
    delete: async <T>(path: string, request?: RequestOptions) =>
      (await send<T>('DELETE', path, request)).data,
    /** The full address of an API path, for links such as file downloads. */
    url: (path: string) => `${baseUrl}${path}`,
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
