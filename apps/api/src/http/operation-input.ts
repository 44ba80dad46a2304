import type { Operation } from '@jamstalldhet/contract';
import type { z } from 'zod';
import { badRequest, HttpError, parseInput } from './errors';
import { unstorableTextPath } from './storable-text';

/** The parsed input of a call: its path parameters, query and JSON body, as its operation says. */
export interface OperationInputOf<O extends Operation> {
  params: O['params'] extends z.ZodObject ? z.output<O['params']> : undefined;
  query: O['query'] extends z.ZodObject ? z.output<O['query']> : undefined;
  body: O['body'] extends z.ZodType ? z.output<O['body']> : undefined;
}

/**
 * A call's path parameters by its operation's schema. A parameter's message names it already
 * (`id must be a whole number …`), as the API has always answered, so it is not prefixed.
 */
export function parseParams(operation: Operation, value: unknown): unknown {
  if (!operation.params) {
    return undefined;
  }
  const unstorable = unstorableTextPath(value);
  if (unstorable !== null) {
    return parseInput(operation.params, value);
  }
  const result = operation.params.safeParse(value);
  if (!result.success) {
    const [issue] = result.error.issues;
    const field = issue?.path.join('.') || undefined;
    throw badRequest(issue?.message ?? 'Invalid path', field);
  }
  return result.data;
}

/** Validates a call's input at the edge: a 400 naming the first failing field (http/errors.ts). */
export function parseOperationInput<O extends Operation>(
  operation: O,
  request: { params: unknown; query: unknown; body: unknown },
): OperationInputOf<O> {
  const params = parseParams(operation, request.params);
  const query = operation.query ? parseInput(operation.query, request.query) : undefined;
  const body =
    operation.body && operation.body !== 'multipart'
      ? parseBody(operation, operation.body, request.body)
      : undefined;
  return { params, query, body } as OperationInputOf<O>;
}

/** A JSON body by its schema, a failing field told in the operation's own words if it has them. */
function parseBody(operation: Operation, schema: z.ZodType, value: unknown): unknown {
  try {
    return parseInput(schema, value);
  } catch (error) {
    const field = error instanceof HttpError ? error.field : undefined;
    const messages = operation.fieldMessages ?? {};
    // Text that cannot be stored keeps parseInput's message: "Fyll i efternamn" would mislead.
    if (field !== undefined && Object.hasOwn(messages, field) && unstorableTextPath(value) === null) {
      throw badRequest(messages[field] as string, field);
    }
    throw error;
  }
}
