import type { z } from 'zod';
import { ID_MAX } from '../values';

/**
 * Who may call an operation. The API decides it once, before the handler, from this alone:
 * - `public`: anyone; `optional`: anyone, and a logged-in user's answer is their own;
 * - `user`: a logged-in user (401 without); `administrator`: 401 without a login, 403 for other
 *   roles; `editor`: like `administrator`, and also open to editors (role `editor`), who write
 *   drafts but do not publish; `teacher`: the room `{id}`'s teachers and administrators (404 to anyone else, as for
 *   a room that does not exist); `metrics`: the operator's METRICS_TOKEN;
 * - `course`: whoever may take the course `{id}` (SPEC §6: an open course anyone, a `users`
 *   course a login, a `users_approved` course an approval or a completion; 404 for no course,
 *   401 without a login, 403 without the right); `learner`: the same, and a login always;
 * - `member`: the members of the room `{id}` (404 to anyone else, as for a room that does not exist).
 */
export type Access =
  | 'public'
  | 'optional'
  | 'user'
  | 'administrator'
  | 'editor'
  | 'teacher'
  | 'course'
  | 'learner'
  | 'member'
  | 'metrics';

/** An answer that is a file (a download or a page), of one media type or of several. */
export interface FileAnswer {
  readonly file: string | readonly string[];
}

/** What an operation answers with one status: JSON of a schema, or a file. */
export type AnswerSpec = z.ZodType | FileAnswer;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API, defined once: the API registers its route from it, the OpenAPI
 * description is generated from it and every client calls through it (issue 22). Path
 * parameters are named in braces (`/api/educations/{id}`) and validated by `params`.
 */
export interface Operation {
  /** A stable name for the call (the OpenAPI `operationId`), the name it is exported under. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** The 403 message for a logged-in user without the access (administrator calls). */
  readonly refusal?: string;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  /** The JSON body's schema, or `multipart` for a file upload (read by its handler). */
  readonly body?: z.ZodType | 'multipart';
  /**
   * What people are told when a body field fails, in place of the schema's message (and said
   * without the field's name): a form shows it beside the field. Unstorable text keeps its own.
   */
  readonly fieldMessages?: Readonly<Record<string, string>>;
  /** What it answers, per status; errors are `{ statusCode, message, field? }` (docs/api.md). */
  readonly answers: Readonly<Record<number, AnswerSpec>>;
}

/** Declares an operation, keeping its literal types for the server's and clients' inference. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

type SuccessStatus = 200 | 201;
type SuccessAnswers<O extends Operation> = O['answers'][Extract<keyof O['answers'], SuccessStatus>];

type ParsedAnswer<A> = A extends z.ZodType ? z.output<A> : never;
type ReplyBody<A> = A extends z.ZodType ? z.input<A> : string | Uint8Array;

/** The parsed JSON answer of a successful call (`never` for a file answer). */
export type OperationAnswer<O extends Operation> = ParsedAnswer<SuccessAnswers<O>>;

/** What a handler may answer a successful call with: the schema's input, or a file's bytes. */
export type OperationReply<O extends Operation> = ReplyBody<SuccessAnswers<O>>;

type ParamsInput<O extends Operation> = O['params'] extends z.ZodObject
  ? { params: { readonly [K in keyof z.input<O['params']>]: string | number } }
  : { params?: undefined };
type QueryInput<O extends Operation> = O['query'] extends z.ZodObject
  ? { query?: z.input<O['query']> }
  : { query?: undefined };
type BodyInput<O extends Operation> = O['body'] extends 'multipart'
  ? { body: FormData }
  : O['body'] extends z.ZodType
    ? { body: z.input<O['body']> }
    : { body?: undefined };

/** What an address is made of: the path parameters and the query. */
export type AddressInput<O extends Operation> = ParamsInput<O> & QueryInput<O>;

/** What a client gives a call: its path parameters, query and body, as the operation names them. */
export type OperationInput<O extends Operation> = ParamsInput<O> & QueryInput<O> & BodyInput<O>;

/** Whether an operation's input has no required part, so a client may call it without one. */
export type InputOptional<O extends Operation> = O['params'] extends z.ZodObject
  ? false
  : O['body'] extends z.ZodType | 'multipart'
    ? false
    : true;

/**
 * The address of a call: the path with its parameters filled in (each encoded) and the query.
 *
 * @example operationUrl(getEducation, { params: { id: 7 } }) // '/api/educations/7'
 */
export function operationUrl<O extends Operation>(operation: O, input?: AddressInput<O>): string {
  const params = (input?.params ?? {}) as Record<string, string | number>;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new TypeError(`${operation.id}: the path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((input?.query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return query.length === 0
    ? path
    : `${path}?${new URLSearchParams(query.map(([key, value]): [string, string] => [key, String(value)])).toString()}`;
}

/** The names of an operation's path parameters, in the order the path has them. */
export function pathParameterNames(operation: Operation): string[] {
  return [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
}

/**
 * Reads a successful answer with the operation's schema for its status, so a malformed answer
 * never reaches a page: throws the schema's error when it does not fit.
 */
export function parseAnswer<O extends Operation>(
  operation: O,
  status: number,
  data: unknown,
): OperationAnswer<O> {
  const spec = operation.answers[status] ?? firstSuccess(operation);
  if (spec === undefined || !('safeParse' in spec)) {
    throw new TypeError(`${operation.id}: answers ${status} with no JSON schema`);
  }
  return (spec as z.ZodType).parse(data) as OperationAnswer<O>;
}

/**
 * A successful answer as a client reads it: with the operation's schema (`parseAnswer`), unless
 * the operation came without its schemas — a browser build may leave them out and take its
 * own API's answers as they are, since that API checks each answer against them before sending
 * (the site does: apps/web/build/browser-contract.ts). Every JSON answer of the contract is an
 * object or a list, so anything else (a proxy's page, a body that was not JSON) still throws.
 */
export function readAnswer<O extends Operation>(
  operation: O,
  status: number,
  data: unknown,
): OperationAnswer<O> {
  if ((operation.answers as O['answers'] | undefined) !== undefined) {
    return parseAnswer(operation, status, data);
  }
  if (typeof data !== 'object' || data === null) {
    throw new TypeError(`${operation.id}: answers ${status} with no JSON object or list`);
  }
  return data as OperationAnswer<O>;
}

function firstSuccess(operation: Operation): AnswerSpec | undefined {
  return operation.answers[200] ?? operation.answers[201];
}

/** The message of a path id that is not one: the same the API has always answered. */
export const idParameterMessage = (field: string) => `${field} must be a whole number from 0 to ${ID_MAX}`;

/** Where every call of the API lives: what the website never routes itself. */
export const API_PATH_PREFIX = '/api/';

/** Whether an address is a call of the API (or a download from it) rather than a page of the site. */
export const isApiPath = (path: string) => path.startsWith(API_PATH_PREFIX);
