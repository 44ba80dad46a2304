import {
  type HttpMethod,
  type InputOptional,
  type Operation,
  type OperationAnswer,
  type OperationInput,
  operationUrl,
  readAnswer,
} from './operation';

/** One request as a host sends it: the address is built, the body is JSON or a form. */
export interface CallRequest {
  method: HttpMethod;
  /** The path and query, without the API's origin. */
  url: string;
  /** A JSON body, or a `FormData` for a file upload. */
  body?: unknown;
}

/**
 * How a host sends a request: it adds its origin, token and error handling (a failed call
 * rejects) and resolves to the status and the parsed JSON of a successful answer.
 */
export type CallSend = (request: CallRequest) => Promise<{ status: number; data: unknown }>;

/** The input a call takes: optional when the operation has no path parameters and no body. */
export type CallInput<O extends Operation> =
  InputOptional<O> extends true ? [input?: OperationInput<O>] : [input: OperationInput<O>];

/** A host's one function for calling the API: an operation and its input, to a parsed answer. */
export type Call = <O extends Operation>(operation: O, ...input: CallInput<O>) => Promise<OperationAnswer<O>>;

/**
 * The one typed function a host calls the API through (issue 22): it builds the address from
 * the operation, sends with the host's `send`, and reads the answer with the operation's schema
 * (`readAnswer`).
 *
 * @example
 * const call = createCall(send);
 * const education = await call(operations.getEducation, { params: { id: 7 } });
 */
export function createCall(send: CallSend): Call {
  return async (operation, ...[input]) => {
    const { status, data } = await send({
      method: operation.method,
      url: operationUrl(operation, input),
      body: input?.body,
    });
    return readAnswer(operation, status, data);
  };
}
