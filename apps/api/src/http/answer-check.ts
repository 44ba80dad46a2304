import { type Operation, parseAnswer } from '@jamstalldhet/contract';

/**
 * A handler's JSON answer as the operation's schema for its status reads it, which is what is
 * sent: defaults filled in, nothing the contract does not name (beyond a loose object's extra
 * fields). The clients take it as it comes (the site's browser carries no schemas), so the
 * contract is kept here, once, where a mismatch is the API's own fault: it throws, a 500 with
 * the failing paths in the log, rather than an answer a page cannot read.
 *
 * Statuses without a JSON schema (a file, no content) are sent as they are. Answers a handler
 * sends itself (prepared bytes of stored content, parsed when it was published) skip it.
 */
export function checkedAnswer(operation: Operation, status: number, answer: unknown): unknown {
  // A success the operation does not list (a repeated request answered 200 where 201 is listed)
  // is read as its listed success, as clients read it (`parseAnswer`).
  const success = status === 200 || status === 201;
  const spec =
    operation.answers[status] ?? (success ? (operation.answers[200] ?? operation.answers[201]) : undefined);
  if (spec === undefined || !('safeParse' in spec)) {
    return answer;
  }
  return parseAnswer(operation, status, answer);
}
