import type { Operation, OperationReply } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CallerOf, decideAccess } from './access';
import { checkedAnswer } from './answer-check';
import { type OperationInputOf, parseOperationInput } from './operation-input';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's operation a route was registered from (none for the website's routes). */
    operation?: Operation;
  }
}

/** What a handler is given: the checked input, who called, and the request and reply. */
export type CallOf<O extends Operation> = OperationInputOf<O> &
  CallerOf<O['access']> & { request: FastifyRequest; reply: FastifyReply };

/** A handler answers with the operation's answer, or sends it itself (a file, a cached text). */
export type OperationHandler<O extends Operation> = (
  call: CallOf<O>,
) => Promise<OperationReply<O>> | Promise<FastifyReply>;

/**
 * What runs around a call, access decision included: a learner's save is let in (or refused at
 * once, http/save-admission.ts) before anything of it touches the database.
 */
export type Around = <T>(call: () => Promise<T>) => Promise<T>;

const direct: Around = (call) => call();

/** `/api/educations/{id}` as Fastify writes it: `/api/educations/:id`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers the route of one operation (issue 22): its method and path, access decided first
 * from the operation's access kind, the input validated by its schemas before the handler
 * runs and its answer after (answer-check.ts). A route has no other way in, so no handler
 * checks a login or parses a body.
 *
 * @example
 * route(app, operations.getEducation, async ({ params, user }) => educationFor(params.id, user));
 */
export function route<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: NoInfer<OperationHandler<O>>,
  { around = direct }: { around?: Around } = {},
) {
  app.route({
    method: operation.method,
    url: fastifyPath(operation.path),
    config: { operation },
    handler: async (request, reply) => around(() => answer(operation, handler, request, reply)),
  });
}

/** One call: access decided first (access.ts), then the input checked, the handler, the answer checked. */
async function answer<O extends Operation>(
  operation: O,
  handler: OperationHandler<O>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await decideAccess(operation, request);
  const input = parseOperationInput(operation, request);
  const caller = {
    user: request.sessionUser ?? (operation.access === 'public' ? undefined : null),
    room: request.managedRoom,
    education: request.takenCourse,
  };
  // The access decision has made the caller what the operation's access kind promises.
  const answer = await handler({ ...input, ...caller, request, reply } as unknown as CallOf<O>);
  if (answer === reply || reply.sent) {
    return reply;
  }
  try {
    return checkedAnswer(operation, reply.statusCode, answer);
  } catch (error) {
    if (operation.method === 'GET') {
      throw error;
    }
    // A change is already made: a 500 now would have the client make it again (a second
    // comment, a spent certificate token). The fault is the API's; it is logged and sent.
    request.log.error({ err: error, operation: operation.id }, 'an answer does not fit the contract');
    return answer;
  }
}
