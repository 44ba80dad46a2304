import { loginPath } from '@jamstalldhet/blocks/engine';
import { operations, operationUrl, type User } from '@jamstalldhet/contract';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation, useSearch } from 'wouter';
import { clearToken, readToken, storeToken } from '../auth/auth-cookies';
import { rememberRedirect } from '../auth/redirect-memory';
import { changeActivity } from '../http/activity';
import { type ApiClient, createApiClient } from '../http/api-client';
import { useToast } from '../toast/toast-provider';
import { isAnyonesAnswer } from './anyones-answers';

export const LOGGED_OUT_MESSAGE = 'Du har blivit utloggad.';
const LOGGED_OUT_TOAST_MS = 5000;
const USER_RETRY_MS = 5000;

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  /** The logged-in user, or null. */
  user: User | null;
  /** Logs in with e-mail and password; rejects with the API's error. */
  login(email: string, password: string): Promise<User>;
  /** Starts a session from a token the API gave (registration). */
  acceptToken(token: string): Promise<User>;
  /** Ends the session on the server and here. */
  logout(): Promise<void>;
  /** Fetches the user again (after a profile change or e-mail verification). */
  refreshUser(): Promise<void>;
}

interface Services {
  api: ApiClient;
  auth: AuthState;
}

const ServicesContext = createContext<Services | null>(null);

export interface ServicesProviderProps {
  children?: ReactNode;
  /** Where the API lives; empty for the same origin. @default '' */
  apiBaseUrl?: string;
}

/**
 * The API client and the login session (SPEC §4, §7, §8). A 401 on any call but pages, login
 * and verify-mail get_token ends the session: token cleared, toast 'Du har blivit utloggad.'
 * for 5 s, and the login page, remembering where the user was.
 */
export function ServicesProvider({ children, apiBaseUrl = '' }: ServicesProviderProps) {
  const [token, setToken] = useState<string | null>(() => readToken());
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const locationRef = useRef(location);
  locationRef.current = search ? `${location}?${search}` : location;
  const showToast = useToast();
  const { mutate } = useSWRConfig();

  const forget = useCallback(() => {
    clearToken();
    tokenRef.current = null;
    setToken(null);
    // Nothing personal stays in the cache after the session ends: every answer read with it
    // goes, and only what anyone is answered (the site settings, public checks) stays.
    void mutate((key) => !isAnyonesAnswer(key), undefined, { revalidate: false });
  }, [mutate]);

  const onUnauthorized = useCallback(() => {
    if (tokenRef.current === null) {
      return;
    }
    forget();
    showToast(LOGGED_OUT_MESSAGE, { kind: 'error', duration: LOGGED_OUT_TOAST_MS });
    const here = locationRef.current;
    rememberRedirect(here);
    navigate(loginPath(here));
  }, [forget, navigate, showToast]);

  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBaseUrl,
        getToken: () => tokenRef.current,
        onUnauthorized,
        onActivity: changeActivity,
      }),
    [apiBaseUrl, onUnauthorized],
  );

  const fetchUser = useCallback(async () => {
    return (await api.call(operations.currentUser)).user;
  }, [api]);

  const userKey = token ? [operationUrl(operations.currentUser), token] : null;
  // Only a 401 ends a session (and the API client handles it); a network error or an API that is
  // down keeps the session 'loading' and tries again, so an outage never logs a learner out.
  const { data: user, mutate: mutateUser } = useSWR(userKey, fetchUser, {
    revalidateOnFocus: false,
    shouldRetryOnError: true,
    errorRetryInterval: USER_RETRY_MS,
  });

  const start = useCallback(
    async (newToken: string) => {
      storeToken(newToken);
      tokenRef.current = newToken;
      const fetched = await fetchUser();
      setToken(newToken);
      await mutate([operationUrl(operations.currentUser), newToken], fetched, { revalidate: false });
      return fetched;
    },
    [fetchUser, mutate],
  );

  const auth = useMemo<AuthState>(() => {
    const status: AuthStatus = token === null ? 'anonymous' : user ? 'authenticated' : 'loading';
    return {
      status,
      user: status === 'authenticated' ? (user ?? null) : null,
      async login(email, password) {
        const answer = await api.call(operations.login, { body: { email, password } });
        return start(answer.token);
      },
      acceptToken: start,
      async logout() {
        try {
          await api.call(operations.logout);
        } finally {
          forget();
        }
      },
      async refreshUser() {
        await mutateUser();
      },
    };
  }, [token, user, api, start, forget, mutateUser]);

  const value = useMemo(() => ({ api, auth }), [api, auth]);
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) {
    throw new Error('useApi and useAuth need a <ServicesProvider> above them.');
  }
  return services;
}

export function useApi(): ApiClient {
  return useServices().api;
}

export function useAuth(): AuthState {
  return useServices().auth;
}
