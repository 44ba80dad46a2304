import { operations, operationUrl } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';

/** The id of the page shell's data block; the website reads it once at start. */
export const INITIAL_DATA_ID = 'initial-data';

/**
 * The API's anonymous answers the website asks for first at this address (site settings, the
 * page), by API path, so a first visit renders without another round trip (issue 13). They
 * come from the API's own routes (`inject`), so they are exactly what the site would fetch:
 * public content, nothing about the visitor. Calls that fail are left out; the site fetches them.
 */
export async function initialData(
  app: FastifyInstance,
  pageSlug: string | undefined,
): Promise<Record<string, string>> {
  const paths = [operationUrl(operations.getSiteSettings)];
  if (pageSlug !== undefined) {
    paths.push(operationUrl(operations.getPage, { params: { slug: pageSlug } }));
  }
  const answers = await Promise.all(
    paths.map(async (path) => {
      const answer = await app.inject({ method: 'GET', url: path });
      // The answer's JSON text as the API wrote it (anonymous courses are serialized once and
      // cached), not parsed and written again on every page load.
      return answer.statusCode === 200 ? ([path, answer.body] as const) : null;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}

/**
 * A data block, never run as a script, of the answers by path (each already JSON text) (so the Content-Security-Policy needs nothing). `<` is
 * escaped so no text in the content can close the element, and the two line separators that
 * older parsers take for line ends are escaped too.
 */
export function initialDataElement(data: Record<string, string>): string {
  const entries = Object.entries(data).map(([path, answer]) => `${JSON.stringify(path)}:${answer}`);
  const json = `{${entries.join(',')}}`
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${INITIAL_DATA_ID}">${json}</script>`;
}
