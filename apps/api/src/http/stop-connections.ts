import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's connections through a stop: which requests it takes and which answers close. */
    connections: StopConnections;
  }
}

/**
 * What a stop does with a request Node has read (`decide`):
 * - `take`: processed and answered, as before the stop;
 * - `refuse`: queued behind another answer on its connection (HTTP/1.1 pipelining): answered 503
 *   with `Retry-After` before the app reads its body, so nothing of it is applied (Node reads and
 *   drops the body);
 * - `ignore`: sent after its connection's closing answer, which the server must not process
 *   (RFC 9112 §9.6); the client knows it was not taken.
 */
export type StopDecision = 'take' | 'refuse' | 'ignore';

export interface StopConnections {
  /**
   * From now on requests are decided as a stop decides them, and counted; `deadline` (epoch ms)
   * is when the process exits anyway, which no lingering close reaches.
   */
  stopStarted(deadline?: number): void;
  decide(request: IncomingMessage): StopDecision;
  /**
   * Whether a request's answer closes its connection in a stop: only the last one read on it, so
   * that no answer queued behind it is dropped with the connection. True once the stop has begun
   * and nothing waits behind the answer; marks the connection closing.
   */
  closesAfter(request: IncomingMessage): boolean;
  stopRequests(): StopRequests;
}

/** What a stop did with the requests it found. */
export interface StopRequests {
  /** Requests taken or refused since `stopStarted` (and those in flight then): each is owed an answer. */
  read: number;
  /** Of those, the ones whose connection closed before their answer was written out in full. */
  unanswered: number;
  /** Of those, the ones refused with 503 because they were queued behind another answer. */
  refused: number;
  /** Requests sent after their connection's closing answer, not taken. */
  ignored: number;
}

/** How long a connection closed in a stop goes on reading what its client still sends. */
export const LINGER_MS = 2000;
/** Lingering ends this long before the stop's deadline: the database and mails need a moment. */
const LINGER_MARGIN_MS = 1000;

interface Connection {
  /** Answers owed on it and not yet written out in full, in the order Node writes them. */
  owed: ServerResponse[];
  /** An answer saying `Connection: close` is on its way: nothing read after it is taken. */
  closing: boolean;
}

/**
 * The server's connections as a graceful stop needs them (issues 21 and 38). Node's own
 * `closeIdleConnections` (which `server.close()` calls) destroys a connection whose answer has
 * ended but is not written out, and an answer saying `Connection: close` makes Node drop the
 * answers queued behind it on the same connection (pipelining) although their requests were
 * processed: saves were stored and their answers cut off. Here, once a stop begins:
 * - a connection is closed when it is idle (nothing owed on it), at once or as it becomes so;
 * - only the last answer owed on a connection says `Connection: close`;
 * - a request queued behind another answer is refused, one read after a closing answer ignored;
 * - every close is a lingering one (`closeGently`).
 */
export function trackStopConnections(server: Server): StopConnections {
  const connections = new Map<Socket, Connection>();
  const decisions = new WeakMap<IncomingMessage, StopDecision>();
  let stopping = false;
  let lingerUntil = Number.POSITIVE_INFINITY;
  const counts: StopRequests = { read: 0, unanswered: 0, refused: 0, ignored: 0 };

  /**
   * A lingering close (RFC 9112 §9.6, nginx's `lingering_close`). Closed at once, a connection
   * with bytes unread (a request the client pipelined) makes the kernel send a reset, which can
   * make the client discard an answer it has not read yet. Instead the server ends its side,
   * reads what still comes without taking it (`ignore`), and closes when the client closes its
   * side or after LINGER_MS, never past the stop's deadline.
   */
  const closeGently = (socket: Socket, connection: Connection) => {
    connection.closing = true;
    if (socket.readableEnded) {
      socket.destroy();
      return;
    }
    socket.end();
    socket.resume();
    const lingerMs = Math.max(0, Math.min(LINGER_MS, lingerUntil - Date.now()));
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  };
  const closeIfIdle = (socket: Socket, connection: Connection) => {
    // A closing answer closes its own connection once written (Node's `destroySoon`, below).
    if (connection.owed.length === 0 && !connection.closing) {
      closeGently(socket, connection);
    }
  };
  const settle = (connection: Connection, response: ServerResponse) => {
    const at = connection.owed.indexOf(response);
    if (at < 0) {
      return;
    }
    connection.owed.splice(at, 1);
    if (stopping && !response.writableFinished) {
      counts.unanswered += 1;
    }
  };

  server.on('connection', (socket: Socket) => {
    const connection: Connection = { owed: [], closing: false };
    connections.set(socket, connection);
    // Node closes a connection after an answer that says `close` (its own or ours) this way.
    const closeAtOnce = socket.destroySoon.bind(socket);
    socket.destroySoon = () => (stopping ? closeGently(socket, connection) : closeAtOnce());
    socket.once('close', () => {
      // Answers Node never began (queued behind one that closed) get no 'close' of their own.
      if (stopping) {
        counts.unanswered += connection.owed.filter((response) => !response.writableFinished).length;
      }
      connection.owed.length = 0;
      connections.delete(socket);
    });
  });
  // Before Fastify's listener, so that its hooks find each request decided.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const connection = connections.get(socket);
    if (!connection) {
      return;
    }
    if (stopping) {
      const decision: StopDecision = connection.closing
        ? 'ignore'
        : connection.owed.length > 0
          ? 'refuse'
          : 'take';
      decisions.set(request, decision);
      if (decision === 'ignore') {
        counts.ignored += 1;
        // Its body is read and dropped, so that the lingering close goes on reading.
        request.resume();
        return;
      }
      counts.read += 1;
      counts.refused += decision === 'refuse' ? 1 : 0;
    }
    connection.owed.push(response);
    // 'close' comes after 'finish' (the answer written out) or when the connection went first.
    response.on('close', () => {
      settle(connection, response);
      if (stopping) {
        closeIfIdle(socket, connection);
      }
    });
  });
  // Replaces Node's on this server only; `server.close()` calls it through `this`.
  server.closeIdleConnections = () => {
    for (const [socket, connection] of connections) {
      if (stopping) {
        closeIfIdle(socket, connection);
      } else if (connection.owed.length === 0) {
        // `close()` without a stop (tests, a failed start): nothing is owed, nothing to linger for.
        socket.destroy();
      }
    }
  };
  return {
    stopStarted(deadline = Number.POSITIVE_INFINITY) {
      stopping = true;
      lingerUntil = deadline - LINGER_MARGIN_MS;
      for (const connection of connections.values()) {
        counts.read += connection.owed.length;
      }
    },
    decide: (request) => decisions.get(request) ?? 'take',
    closesAfter(request) {
      if (!stopping) {
        return false;
      }
      const connection = connections.get(request.socket);
      const last = connection?.owed.at(-1);
      if (!connection || (last !== undefined && last.req !== request)) {
        return connection === undefined;
      }
      connection.closing = true;
      return true;
    },
    stopRequests: () => ({ ...counts }),
  };
}
