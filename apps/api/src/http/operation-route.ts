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

/** `/api/educations/{id}` as Fastify writes it: `/api/educations/:id`. */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers the route of one operation (issue 22): its method and path, access decided in a
 * hook from the operation's access kind, the input validated by its schemas before the handler
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
) {
  app.route({
    method: operation.method,
    url: fastifyPath(operation.path),
    config: { operation },
    preHandler: async (request) => decideAccess(operation, request),
    handler: async (request, reply) => {
      const input = parseOperationInput(operation, request);
      const caller = {
        user: request.sessionUser ?? (operation.access === 'public' ? undefined : null),
        room: request.managedRoom,
      };
      // The access hook has made the caller what the operation's access kind promises (access.ts).
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
    },
  });
}
