import type { AsyncState } from '../blocks-provider/use-async';
import { tokenList } from '../engine/formatting/token-list';
import { Button } from './button';

export interface LoadStatusProps {
  /** The state of the call, as `useAsync` returns it. */
  state: AsyncState<unknown>;
  /** Runs the call again: the `reload` that `useAsync` returns. */
  onRetry: () => void;
  /** Said while the call runs. */
  loading: string;
  /** Said when the call has failed. */
  error: string;
  /** The label of the button that runs the call again. */
  retry: string;
  /** Added to the class of the message, for the block's own layout. */
  className?: string;
}

/**
 * What a block that loads its data says while the data is on its way, and when it could not
 * be had: a live status, or an error alert with a button to try again. Nothing once loaded,
 * or when there is nothing to load: the block shows its data or its own empty message.
 *
 * @example
 * const { state, reload } = useAsync(load, key);
 * <LoadStatus state={state} onRetry={reload} loading="Laddar …" error="Kunde inte laddas." retry="Försök igen" />
 */
export function LoadStatus({ state, onRetry, loading, error, retry, className }: LoadStatusProps) {
  const classes = tokenList('jb-load-status', className);
  if (state.status === 'loading') {
    return (
      <p role="status" className={classes} data-state="loading">
        {loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={`jb-alert ${classes}`} data-state="error" data-tone="error" role="alert">
        <p>{error}</p>
        <Button variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      </div>
    );
  }
  return null;
}
