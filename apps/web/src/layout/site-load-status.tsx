import { type AsyncState, LoadStatus } from '@jamstalldhet/blocks';

export type SiteLoadStatusProps = {
  /** The call, as `useAsync` (or `useApiCall`) returns it. */
  call: { state: AsyncState<unknown>; reload: () => void };
} & (
  | {
      /** What is loaded, in the definite form ("rummen"): `Laddar rummen …`, `Rummen kunde inte laddas.` */
      what: string;
      loading?: never;
      error?: never;
    }
  | {
      what?: never;
      /** Said while the call runs, where `what` does not fit ("Söker …"). */
      loading: string;
      /** Said when it failed. */
      error: string;
    }
);

/**
 * The site's words for a call on its way and a call that failed, with "Försök igen": one
 * spelling for every page that loads its data.
 *
 * @example <SiteLoadStatus call={rooms} what="rummen" />
 */
export function SiteLoadStatus({ call, what = '', loading, error }: SiteLoadStatusProps) {
  return (
    <LoadStatus
      state={call.state}
      onRetry={call.reload}
      loading={loading ?? `Laddar ${what} …`}
      error={error ?? `${what.charAt(0).toUpperCase()}${what.slice(1)} kunde inte laddas.`}
      retry="Försök igen"
    />
  );
}
