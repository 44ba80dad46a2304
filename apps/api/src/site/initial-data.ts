import { INITIAL_DATA_ID, operations, operationUrl } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';

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
  const answers = Object.fromEntries(
    (await Promise.all(paths.map((path) => answerOf(app, path)))).filter((answer) => answer !== null),
  );
  // A page listing the courses is rendered with the list (anonymous: no statuses of anyone).
  const page = pageSlug === undefined ? undefined : answers[paths[1] ?? ''];
  if (page?.includes('"list-educations"')) {
    const list = await answerOf(app, operationUrl(operations.listEducations));
    if (list) {
      answers[list[0]] = list[1];
    }
  }
  return answers;
}

/** An anonymous GET's 200 answer as `[path, JSON text]`, or null. */
async function answerOf(app: FastifyInstance, path: string): Promise<readonly [string, string] | null> {
  const answer = await app.inject({ method: 'GET', url: path });
  // The answer's JSON text as the API wrote it (anonymous courses are serialized once and
  // cached), not parsed and written again on every page load.
  return answer.statusCode === 200 ? ([path, answer.body] as const) : null;
}

/**
 * The answers by path (each already JSON text) as one JSON text that is safe inside the page:
 * `<` is escaped so no text in the content can close the element, and the two line separators
 * that older parsers take for line ends are escaped too. The server's render reads the same text.
 */
export function initialDataJson(data: Record<string, string>): string {
  const entries = Object.entries(data).map(([path, answer]) => `${JSON.stringify(path)}:${answer}`);
  return `{${entries.join(',')}}`
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The data block of `initialDataJson`'s text: never run as a script, so the CSP needs nothing. */
export function initialDataElement(json: string): string {
  return `<script type="application/json" id="${INITIAL_DATA_ID}">${json}</script>`;
}
