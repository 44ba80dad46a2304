import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

/**
 * Runs a host-supplied call and tracks its state. `load` of `undefined` (the host gave no
 * such call) stays idle. A result that arrives after the component is gone, or after a newer
 * call, is dropped. `known`, an answer the host already has, is shown until the call answers.
 */
export function useAsync<T>(load: (() => Promise<T>) | undefined, key: unknown, known?: T) {
  const [state, setState] = useState<AsyncState<T>>(() => {
    if (!load) {
      return { status: 'idle' };
    }
    return known === undefined ? { status: 'loading' } : { status: 'success', data: known };
  });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches
  useEffect(() => {
    if (!load) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'success' ? previous : { status: 'loading' }));
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}
