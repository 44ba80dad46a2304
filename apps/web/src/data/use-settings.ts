import { type Settings, SettingsSchema } from '@jamstalldhet/contract';
import useSWR from 'swr';
import { useApi } from '../app/services';

/** Site settings (SPEC §3): navigation, footer, consent texts, taxonomies. */
export function useSettings() {
  const api = useApi();
  const { data, error, isLoading } = useSWR<Settings>('/api/site-settings', async (path: string) =>
    SettingsSchema.parse(await api.get(path)),
  );
  return { settings: data, error: error as unknown, isLoading };
}
