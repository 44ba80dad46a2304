import { type CallInput, type Operation, operationUrl } from '@jamstalldhet/contract';
import { useApi } from '../site/services';
import { useLoadState } from './use-load-state';

/**
 * One call's answer for a page that shows it with `LoadStatus`, cached under the call's
 * address and read with the operation's schema, with a `reload` for after a change. A null
 * input asks nothing (`idle`): an id in the address that cannot be one, a search not yet typed.
 *
 * @example const { state, reload } = useCallState(operations.getTeacherRoom, { params: { id } });
 */
export function useCallState<O extends Operation>(operation: O, ...[input]: CallInput<O> | [input: null]) {
  const api = useApi();
  const key = input === null ? null : operationUrl(operation, input);
  // SWR reads with the latest render's reader, whose input is the one this key was built from.
  return useLoadState(key, () => api.call(operation, ...([input] as CallInput<O>)));
}
