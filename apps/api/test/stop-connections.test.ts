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

/**
 * A server that answers as the app does in a stop: a refused request at once with 503, a taken
 * one after 200 ms; the answer closes its connection when `closesAfter` says so, asked as the
 * answer goes out (the app asks in onSend).
 */
async function slowServer() {
  const server = createServer();
  // A connection left idle stays open long past the test's time: only the stop closes it.
  server.keepAliveTimeout = 60_000;
  const connections = trackStopConnections(server);
  const handled: string[] = [];
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const decision = connections.decide(request);
    if (decision === 'ignore') {
      return;
    }
    handled.push(request.url ?? '');
    if (request.url === '/svar-borjat') {
      // An answer begun before the stop: its headers (keep-alive) are out, its end comes later.
      response.write('svar ');
      setTimeout(() => response.end(request.url), 200);
      return;
    }
    const answer = () => {
      if (connections.closesAfter(request)) {
        response.setHeader('connection', 'close');
      }
      response.end(request.url);
    };
    if (decision === 'refuse') {
      response.statusCode = 503;
      answer();
      return;
    }
    setTimeout(answer, 200);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, connections, handled };
}

/**
 * Everything the server sent on one connection until it closed. The client ends its side at
 * `endMs`, or (`halfOpen` false, as browsers and Node's agent do) as soon as the server ends its.
 */
function exchange(
  port: number,
  writes: Array<{ afterMs: number; text: string }>,
  { endMs = 1000, halfOpen = true } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: halfOpen });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
    for (const { afterMs, text } of writes) {
      setTimeout(() => socket.write(text), afterMs);
    }
    setTimeout(() => socket.end(), endMs);
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nhost: localhost\r\n\r\n`;

describe('a connection in a stop', () => {
  it('does not take a request sent after its closing answer, and answers the one before it', async () => {
    const { port, connections, handled } = await slowServer();
    connections.stopStarted();
    const received = await exchange(port, [
      { afterMs: 0, text: get('/forsta') },
      // After the answer to /forsta (200 ms), which closed the connection.
      { afterMs: 350, text: get('/efter-stangning') },
    ]);
    expect(received.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 200']);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received.endsWith('/forsta')).toBe(true);
    expect(handled).toEqual(['/forsta']);
    expect(connections.stopRequests()).toEqual({ read: 1, unanswered: 0, refused: 0, ignored: 1 });
  });

  it('refuses a request pipelined behind another, and closes only after the last answer', async () => {
    const { port, connections } = await slowServer();
    connections.stopStarted();
    const received = await exchange(port, [{ afterMs: 0, text: get('/forsta') + get('/i-ko') }]);
    const [first = '', second = ''] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first.toLowerCase()).not.toContain('connection: close');
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second.toLowerCase()).toContain('connection: close');
    expect(connections.stopRequests()).toEqual({ read: 2, unanswered: 0, refused: 1, ignored: 0 });
  });

  it('closes a kept-alive connection as soon as its last answer is written', async () => {
    const { port, connections } = await slowServer();
    // Its answer began before the stop and said keep-alive; the stop closes the connection once
    // the answer is written (left open, it would outlast the test: keepAliveTimeout is a minute,
    // and so is `endMs`).
    const started = Date.now();
    const received = exchange(port, [{ afterMs: 0, text: get('/svar-borjat') }], {
      endMs: 60_000,
      halfOpen: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    connections.stopStarted();
    expect(await received).toMatch(
      /^HTTP\/1\.1 200 OK\r\n[\s\S]*keep-alive[\s\S]*\/svar-borjat\r\n0\r\n\r\n$/i,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(connections.stopRequests()).toEqual({ read: 1, unanswered: 0, refused: 0, ignored: 0 });
  });
});

describe('a lingering close in a stop', () => {
  it('reads, and does not take, what a client sends after the closing answer, instead of resetting it', async () => {
    const { port, connections, handled } = await slowServer();
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
    expect(handled).toEqual(['/forsta']);
    expect(connections.stopRequests()).toMatchObject({ read: 1, unanswered: 0 });
  });
});
