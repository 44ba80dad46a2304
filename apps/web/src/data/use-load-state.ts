import type { AsyncState } from '@jamstalldhet/blocks';
import { useCallback } from 'react';
import useSWR, { type BareFetcher } from 'swr';
import { readOnEveryVisit } from './swr-config';

/**
 * A key SWR caches the read under: the call's address as the contract builds it
 * (`operationUrl`), alone or followed by what else the read sends (a body, the login state).
 */
export type LoadKey = string | readonly [string, ...unknown[]];

/**
 * One read through SWR, in the shape the blocks' `LoadStatus` shows (`AsyncState`), with a
 * `reload` for after a change or a failure. A null key reads nothing (`idle`). A retry after a
 * failure says "loading" again, and a changed key keeps the last answer on screen until the
 * new one comes, as `LoadStatus` users expect.
 */
export function useLoadState<Key extends LoadKey, Data>(
  key: Key | null,
  read: (key: Key) => Promise<Data>,
): { state: AsyncState<Data>; reload: () => void } {
  // SWR calls the reader with the key it was given, never with null.
  const fetcher: BareFetcher<Data> = read;
  const { data, error, isValidating, mutate } = useSWR<Data, unknown>(key, fetcher, {
    ...readOnEveryVisit,
    keepPreviousData: true,
  });
  const reload = useCallback(() => {
    void mutate();
  }, [mutate]);
  return { state: loadState(key !== null, data, error, isValidating), reload };
}

function loadState<Data>(
  asked: boolean,
  data: Data | undefined,
  error: unknown,
  isValidating: boolean,
): AsyncState<Data> {
  if (!asked) {
    return { status: 'idle' };
  }
  if (error !== undefined) {
    return isValidating ? { status: 'loading' } : { status: 'error', error };
  }
  return data === undefined ? { status: 'loading' } : { status: 'success', data };
}
