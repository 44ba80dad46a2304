import { operations, operationUrl, type Settings } from '@jamstalldhet/contract';
import useSWR from 'swr';
import { useApi } from '../site/services';

/** Site settings (SPEC §3): navigation, footer, consent texts, taxonomies. */
export function useSettings() {
  const api = useApi();
  const { data, error, isLoading } = useSWR<Settings>(operationUrl(operations.getSiteSettings), () =>
    api.call(operations.getSiteSettings),
  );
  return { settings: data, error: error as unknown, isLoading };
}
