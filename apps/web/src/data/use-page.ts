import { operations, operationUrl, type Page } from '@jamstalldhet/contract';
import useSWR from 'swr';
import { useApi } from '../site/services';

export interface PageResult {
  page: Page;
  /**
   * The client's IP as the API saw it (SPEC §3), for the cookie popup's vendor list; undefined
   * while not known, for a page that came inside the page shell (which never names the visitor).
   */
  clientIp: string | null | undefined;
}

/** The header that carries the client's IP on page answers. */
export const CLIENT_IP_HEADER = 'x-client-ip';

/**
 * A page by slug (SPEC §7). A slug failing the API's rules is a 404 from the API, shown as
 * the error page. The key includes the login state: logged-in learners get their course data.
 */
export function usePage(slug: string | null, loggedIn: boolean) {
  const api = useApi();
  const key = slug ? [operationUrl(operations.getPage, { params: { slug } }), loggedIn] : null;
  const read = slug
    ? async (): Promise<PageResult> => {
        const { data: page, headers } = await api.answer(operations.getPage, { params: { slug } });
        return { page, clientIp: headers.get(CLIENT_IP_HEADER) };
      }
    : null;
  const { data, error, isLoading, mutate } = useSWR<PageResult>(key, read);
  return { result: data, error: error as unknown, isLoading, reload: mutate };
}
