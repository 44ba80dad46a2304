import { type ContentKind, toContractIssues } from '@jamstalldhet/contract';
import { badRequest } from '../http/errors';
import { DOCUMENT_KINDS } from './document-kinds';

/** How deep a document may nest: far beyond any real one, well within what the checks walk. */
export const MAX_DEPTH = 64;

function tooDeep(value: unknown): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item !== null && typeof item === 'object') {
      if (depth >= MAX_DEPTH) {
        return true;
      }
      for (const inner of Object.values(item)) {
        stack.push([inner, depth + 1]);
      }
    }
  }
  return false;
}

/**
 * A document without the marks a view puts on it. `check_on_server` says that a question was
 * sent to a browser without its key; stored in a course it would have turned grading off
 * (issue 38), so no save, import, restore or publish keeps it, wherever it is nested.
 */
export function withoutViewMarks<T>(document: T): T {
  return JSON.parse(JSON.stringify(document), (key, value) =>
    key === 'check_on_server' ? undefined : value,
  );
}

/**
 * A document as a save or an import takes it: no deeper than {@link MAX_DEPTH}, by its kind's
 * schema (a failure is a 400 naming `data.<path>`) without view marks, then shaped by its kind
 * (a page carries no course, and no room's members: document-kinds.ts).
 */
export function parseDocumentShape(kind: ContentKind, data: unknown): Record<string, unknown> {
  if (tooDeep(data)) {
    throw badRequest(`data: Dokumentet är nästlat djupare än ${MAX_DEPTH} nivåer`, 'data');
  }
  const rules = DOCUMENT_KINDS[kind];
  const result = rules.schema.safeParse(data);
  if (!result.success) {
    const [issue] = toContractIssues(result.error);
    const field = issue?.path ? `data.${issue.path}` : 'data';
    throw badRequest(`${field}: ${issue?.message ?? 'Invalid input'}`, field);
  }
  const parsed = withoutViewMarks(result.data as Record<string, unknown>);
  rules.shape(parsed);
  return parsed;
}
