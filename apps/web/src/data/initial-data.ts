import { operations, operationUrl, PageSchema, SettingsSchema } from '@jamstalldhet/contract';
import { unstable_serialize } from 'swr';
import { isAddressOf } from '../http/call-address';
import type { PageResult } from './use-page';

/**
 * The id of the data block the API writes into the page shell: the answers of
 * `operations.getSiteSettings` and `operations.getPage`, each under its address.
 */
const INITIAL_DATA_ID = 'initial-data';

/**
 * The API's first answers that came inside the page (site settings, the page shown), as SWR's
 * fallback data, so a first visit renders without another round trip (issue 13). Read through
 * the contract's schemas like any answer; anything unexpected is left out and fetched instead.
 * The page is an anonymous visitor's: it serves the key of a visitor who is not logged in, and
 * SWR fetches it again in the background as for any cached page.
 */
export function readInitialData(root: Pick<Document, 'getElementById'> | undefined = globalThis.document) {
  const fallback: Record<string, unknown> = {};
  const text = root?.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) {
    return fallback;
  }
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return fallback;
  }
  for (const [path, value] of Object.entries(data)) {
    if (path === operationUrl(operations.getSiteSettings)) {
      const settings = SettingsSchema.safeParse(value);
      if (settings.success) {
        fallback[path] = settings.data;
      }
    } else if (isAddressOf(operations.getPage, path)) {
      const page = PageSchema.safeParse(value);
      if (page.success) {
        // The client's IP comes with the page's own answer (a header), never inside the shell:
        // unknown until SWR has fetched the page again.
        const result: PageResult = { page: page.data, clientIp: undefined };
        fallback[unstable_serialize([path, false])] = result;
      }
    }
  }
  return fallback;
}
