import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackStopConnections } from '../src/http/stop-connections';

// Issue 38: the stop's rules for one connection, on a plain Node server whose answers take a
// while, so that what arrives when is certain. The app's own test (stop-pipelining) and the
// load test show the same through Fastify and real stops.

const servers: Array<ReturnType<typeof createServer>> = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server answering each request it takes after 200 ms, as the app does in a stop. */
async function slowServer() {
  const server = createServer();
  // A connection left idle stays open long past the test's time: only the stop closes it.
  server.keepAliveTimeout = 60_000;
  const connections = trackStopConnections(server);
  const taken: string[] = [];
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (connections.decide(request) === 'ignore') {
      return;
    }
    taken.push(request.url ?? '');
    if (connections.closesAfter(request)) {
      response.setHeader('connection', 'close');
    }
    setTimeout(() => response.end(request.url), 200);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, connections, taken };
}

/** Everything the server sent on one connection until it closed it. */
function exchange(port: number, writes: Array<{ afterMs: number; text: string }>): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
    for (const { afterMs, text } of writes) {
      setTimeout(() => socket.write(text), afterMs);
    }
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nhost: localhost\r\n\r\n`;

describe('a connection in a stop', () => {
  it('does not take a request sent after its closing answer was decided, and answers the one before it', async () => {
    const { port, connections, taken } = await slowServer();
    connections.stopStarted();
    const received = await exchange(port, [
      { afterMs: 0, text: get('/forsta') },
      { afterMs: 100, text: get('/efter-stangning') },
    ]);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received.match(/HTTP\/1\.1/g)).toHaveLength(1);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received.endsWith('/forsta')).toBe(true);
    expect(taken).toEqual(['/forsta']);
    expect(connections.stopRequests()).toEqual({ read: 1, unanswered: 0, refused: 0, ignored: 1 });
  });

  it('closes a kept-alive connection as soon as its last answer is written, and only then', async () => {
    const { port, connections } = await slowServer();
    // Read before the stop: its answer keeps the connection alive, and the stop closes it after.
    const received = exchange(port, [{ afterMs: 0, text: get('/fore') }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    connections.stopStarted();
    expect(await received).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\/fore$/);
    expect(connections.stopRequests()).toEqual({ read: 1, unanswered: 0, refused: 0, ignored: 0 });
  });
});

describe('a lingering close in a stop', () => {
  it('reads, and does not take, what a client sends after the closing answer, instead of resetting it', async () => {
    const { port, connections, taken } = await slowServer();
    connections.stopStarted();
    const outcome = await new Promise<{ received: string; error: string | null }>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
      let received = '';
      let error: string | null = null;
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      // The server's side ended after its answer: the client writes on, as one that pipelines would.
      // A connection closed at once answers the first late bytes with a reset, and the next
      // write fails (EPIPE or ECONNRESET); a lingering one reads them.
      socket.on('end', () => {
        socket.write(get('/efter-svaret'));
        setTimeout(() => socket.write(get('/och-sedan')), 100);
        setTimeout(() => socket.end(), 300);
      });
      socket.on('error', (cause: NodeJS.ErrnoException) => {
        error = cause.code ?? cause.message;
      });
      socket.on('close', () => resolve({ received, error }));
      socket.write(get('/forsta'));
    });
    expect(outcome.error).toBeNull();
    expect(outcome.received.endsWith('/forsta')).toBe(true);
    expect(taken).toEqual(['/forsta']);
    expect(connections.stopRequests()).toMatchObject({ read: 1, unanswered: 0 });
  });
});
