import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's connections, closed only when idle; what a stop did with its requests. */
    connections: IdleConnections;
  }
}

export interface IdleConnections {
  /** From now on, requests read are counted (a stop has begun). */
  stopStarted(): void;
  stopRequests(): StopRequests;
}

/** What a stop did with the requests it found: how many it read, and how many went unanswered. */
export interface StopRequests {
  /** Requests read since `stopStarted` (each one Node handed to the app). */
  read: number;
  /** Of those, the ones whose connection closed before their answer was written out in full. */
  unanswered: number;
}

/**
 * Closes only connections that are truly idle (issue 38). Node's own `closeIdleConnections`,
 * which `server.close()` calls too, destroys a connection whose answer has ended but is not yet
 * written out (it asks `finished`, set by `end()`, not whether the bytes left): under load a
 * progress save was stored and its answer cut off by a reset. Here a connection is idle only
 * between an answer written out in full and the next request read; closing it then drops only
 * bytes the server never read, which the client may send again.
 *
 * Also counts, from `stopStarted()` on, the requests read (and those then in flight) and those
 * left unanswered, so that a stop can say (and a test can check) that it answered every request
 * it read.
 */
export function closeOnlyIdleConnections(server: Server): IdleConnections {
  const connections = new Set<Socket>();
  const inFlight = new Map<Socket, number>();
  let counting = false;
  const counts: StopRequests = { read: 0, unanswered: 0 };

  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => {
      connections.delete(socket);
      inFlight.delete(socket);
    });
  });
  // Answers not yet closed: those in flight when a stop begins count as read during it too.
  const open = new Set<ServerResponse>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    open.add(response);
    if (counting) {
      counts.read += 1;
    }
    response.once('close', () => {
      open.delete(response);
      const left = (inFlight.get(socket) ?? 1) - 1;
      if (left > 0) {
        inFlight.set(socket, left);
      } else {
        inFlight.delete(socket);
      }
      if (counting && !response.writableFinished) {
        counts.unanswered += 1;
      }
    });
  });
  // Replaces Node's on this server only; `server.close()` calls it through `this`.
  server.closeIdleConnections = () => {
    for (const socket of connections) {
      if (!inFlight.has(socket)) {
        socket.destroy();
      }
    }
  };
  return {
    stopStarted() {
      counting = true;
      counts.read += open.size;
    },
    stopRequests: () => ({ ...counts }),
  };
}
