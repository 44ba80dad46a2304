import {
  type ContentKind,
  EducationSchema,
  PageSchema,
  SettingsSchema,
  toContractIssues,
} from '@jamstalldhet/contract';
import type { z } from 'zod';
import { badRequest } from '../http/errors';

const SCHEMAS: Record<ContentKind, z.ZodType> = {
  education: EducationSchema,
  page: PageSchema,
  settings: SettingsSchema,
};

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
 * schema (a failure is a 400 naming `data.<path>`) without view marks, and a page carries no course. A room's
 * `members` (e-mail addresses, in the content folder's room files) are dropped: members are kept
 * as memberships, never in the page, whose JSON is public.
 */
export function parseDocumentShape(kind: ContentKind, data: unknown): Record<string, unknown> {
  if (tooDeep(data)) {
    throw badRequest(`data: Dokumentet är nästlat djupare än ${MAX_DEPTH} nivåer`, 'data');
  }
  const result = SCHEMAS[kind].safeParse(data);
  if (!result.success) {
    const [issue] = toContractIssues(result.error);
    const field = issue?.path ? `data.${issue.path}` : 'data';
    throw badRequest(`${field}: ${issue?.message ?? 'Invalid input'}`, field);
  }
  const parsed = withoutViewMarks(result.data as Record<string, unknown>);
  if (kind === 'page' && parsed.education !== undefined) {
    // A course is edited as a course; a page carrying one would publish it unchecked.
    throw badRequest('data.education: En sida kan inte innehålla en utbildning', 'data.education');
  }
  if (kind === 'page') {
    delete parsed.members;
  }
  return parsed;
}
