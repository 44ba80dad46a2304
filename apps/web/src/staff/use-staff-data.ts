import { useAsync } from '@jamstalldhet/blocks';
import { useCallback } from 'react';
import type { z } from 'zod';
import { useApi } from '../app/services';

/**
 * An API call's answer, checked against its contract schema, with the state `LoadStatus`
 * shows and a `reload` for after a change. A null path loads nothing.
 */
export function useStaffData<Schema extends z.ZodType>(path: string | null, schema: Schema) {
  const api = useApi();
  const load = useCallback(
    async () => schema.parse(await api.get(path ?? '')) as z.output<Schema>,
    [api, path, schema],
  );
  return useAsync(path === null ? undefined : load, path);
}
