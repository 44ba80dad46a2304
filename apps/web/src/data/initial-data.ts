import { isRecord } from '@jamstalldhet/contract';
import {
  type EducationSummary,
  INITIAL_DATA_ID,
  operations,
  operationUrl,
  type Page,
  SHUFFLE_SEED_KEY,
  type Settings,
} from '@jamstalldhet/contract';
import { unstable_serialize } from 'swr';
import { isAddressOf } from '../http/call-address';
import type { PageResult } from './use-page';

/**
 * The seed the server shuffled the page's cards with, from the data block, so hydration shows
 * them in the same order; a fresh one when the page came without it (drawn in the browser).
 */
export function readShuffleSeed(root: Pick<Document, 'getElementById'> | undefined = globalThis.document): number {
  return shuffleSeedOf(root?.getElementById(INITIAL_DATA_ID)?.textContent);
}

let lastParsed: { text: string; value: unknown } | undefined;

/**
 * A data block's text as JSON, or undefined when there is none or it is no JSON. The start-up
 * reads it for the seed, SWR's fallback and the first page's blocks: it is parsed once.
 */
export function parsedDataBlock(text: string | null | undefined): unknown {
  if (!text) {
    return undefined;
  }
  if (lastParsed?.text !== text) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    lastParsed = { text, value };
  }
  return lastParsed.value;
}

/** The seed in a data block's text, or a fresh random one. */
export function shuffleSeedOf(text: string | null | undefined): number {
  const data = parsedDataBlock(text);
  const seed: unknown = isRecord(data) ? data[SHUFFLE_SEED_KEY] : undefined;
  return Number.isSafeInteger(seed) ? (seed as number) : Math.floor(Math.random() * 2 ** 31);
}

/**
 * The API's first answers that came inside the page (site settings, the page shown), as SWR's
 * fallback data, so a first visit renders without another round trip (issue 13). They are the
 * API's own answers to those calls, taken as they came like any answer (http/api-client.ts)
 * after a check of their shape; anything unexpected is left out and fetched instead.
 * The page is an anonymous visitor's: it serves the key of a visitor who is not logged in, and
 * SWR fetches it again in the background as for any cached page.
 */
export function readInitialData(root: Pick<Document, 'getElementById'> | undefined = globalThis.document) {
  return initialDataFallback(root?.getElementById(INITIAL_DATA_ID)?.textContent);
}

/**
 * SWR's fallback from the data block's text: what the site reads from the page in the browser
 * and what the server renders the same page with (server/render-page.tsx), so both agree.
 */
export function initialDataFallback(text: string | null | undefined): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  const data = parsedDataBlock(text);
  if (!isRecord(data)) {
    return fallback;
  }
  for (const [path, value] of Object.entries(data)) {
    if (path === operationUrl(operations.getSiteSettings)) {
      if (isRecord(value)) {
        fallback[path] = value as Settings;
      }
    } else if (path === operationUrl(operations.listEducations)) {
      if (Array.isArray(value) && value.every(isRecord)) {
        // An anonymous visitor's list, for the list-educations block (blocks-host).
        fallback[path] = value as EducationSummary[];
      }
    } else if (isAddressOf(operations.getPage, path)) {
      if (isRecord(value) && typeof value.slug === 'string' && Array.isArray(value.components)) {
        // The client's IP comes with the page's own answer (a header), never inside the shell:
        // unknown until SWR has fetched the page again.
        const result: PageResult = { page: value as Page, clientIp: undefined };
        fallback[unstable_serialize([path, false])] = result;
      }
    }
  }
  return fallback;
}

