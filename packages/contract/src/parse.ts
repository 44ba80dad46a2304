import type { z } from 'zod';

/** One failing field: where it is (e.g. `chapters[0].episodes[1].title`) and what is wrong. */
export interface ContractIssue {
  path: string;
  message: string;
}

/** Thrown when data does not match the contract; the message names every failing path. */
export class ContractError extends Error {
  readonly issues: ContractIssue[];

  constructor(subject: string, issues: ContractIssue[]) {
    super(`${subject}: ${issues.map((issue) => `${issue.path || '(root)'}: ${issue.message}`).join('; ')}`);
    this.name = 'ContractError';
    this.issues = issues;
  }
}

/** Turns a zod path such as `['chapters', 0, 'title']` into `chapters[0].title`. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') {
      return `${text}[${key}]`;
    }
    const name = String(key);
    return text ? `${text}.${name}` : name;
  }, '');
}

/** Issues of a failed zod parse in the contract's own shape. */
export function toContractIssues(error: z.ZodError): ContractIssue[] {
  return error.issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message }));
}

/**
 * Validates `data` against `schema` and returns the parsed value with defaults applied.
 * Unknown extra fields are kept (content systems add fields); wrong types throw a
 * {@link ContractError} naming each failing path.
 *
 * @example parseContract(EducationSchema, json, 'education')
 */
export function parseContract<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  subject = 'data',
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ContractError(subject, toContractIssues(result.error));
  }
  return result.data;
}
