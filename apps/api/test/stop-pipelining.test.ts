import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_CONTENT, login, startTestApp, type TestApp } from './helpers';
import { type PipelinedRequest, PipeliningClient, serialize } from './pipelining-client';

// Issue 38: in a stop, an answer saying `Connection: close` made Node drop the answers queued
// behind it on the same connection (HTTP/1.1 pipelining) after their requests had been processed:
// the second of two saves written at once was stored and its answer never sent. Now only the
// last answer owed on a connection closes it, and a request queued behind another is refused
// (503, Retry-After) before anything of it is applied. The load test (graceful-stop-under-load)
// shows it through real stops; this one pins each answer down.

let test: TestApp;
let port = 0;
let token = '';

beforeAll(async () => {
  test = await startTestApp({}, { content: DEMO_CONTENT });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  token = await login(test.app, 'elev@example.se');
});

afterAll(async () => {
  await test.close();
});

const save = (text: string): PipelinedRequest => ({
  method: 'POST',
  path: '/api/user/educations/100/progress',
  headers: bearer(token),
  body: { answers: [{ block_id: 'k1-e2-exempel', values: [text] }] },
});

async function stored(): Promise<string | undefined> {
  const progress = await test.app.inject({ url: '/api/progress/100', headers: bearer(token) });
  const { entries } = progress.json() as { entries: Array<{ blockId: string; values: string[] }> };
  return entries.find((entry) => entry.blockId === 'k1-e2-exempel')?.values[0];
}

describe('pipelined requests through a stop', () => {
  it('answers both of two saves written at once while running, and keeps the connection', async () => {
    const client = new PipeliningClient(port);
    const answers = await client.send([save('Först'), save('Sedan')]);
    expect(answers.map((answer) => answer?.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer?.headers.connection)).toEqual(['keep-alive', 'keep-alive']);
    expect(await stored()).toBe('Sedan');
    client.close();
  });

  it('in a stop, answers the first, refuses the one queued behind it before applying it, and closes after the last', async () => {
    const client = new PipeliningClient(port);
    // A connection kept alive from before the stop.
    expect((await client.send([save('Före stoppet')]))[0]?.status).toBe(200);
    test.app.accepting.value = false;
    test.app.connections.stopStarted();

    const [first, second] = await client.send([save('Tagen'), save('Köad')]);
    expect(first?.status).toBe(200);
    expect(first?.headers.connection).not.toBe('close');
    expect(second?.status).toBe(503);
    expect(second?.headers['retry-after']).toBe('1');
    expect(second?.headers.connection).toBe('close');
    expect(JSON.parse(second?.body ?? '{}')).toMatchObject({
      message: 'Servern startar om. Försök igen om en stund.',
    });
    // The refused save was not applied: the database holds the one answered 200.
    expect(await stored()).toBe('Tagen');

    // A new connection in the drain: its one answer closes it.
    const [alone] = await new PipeliningClient(port).send([save('Ensam')]);
    expect(alone?.status).toBe(200);
    expect(alone?.headers.connection).toBe('close');
    expect(await stored()).toBe('Ensam');
    expect(test.app.connections.stopRequests()).toMatchObject({ unanswered: 0, refused: 1, ignored: 0 });
  });
});

describe('pipelined requests once the server has begun to close', () => {
  it('answers the save it took, and refuses or does not take the reads pipelined behind it, none left unanswered', async () => {
    const own = await startTestApp({}, { content: DEMO_CONTENT });
    try {
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const address = own.app.server.address();
      const client = new PipeliningClient(typeof address === 'object' && address ? address.port : 0);
      const learner = await login(own.app, 'elev@example.se');
      const slow = serialize({
        method: 'POST',
        path: '/api/user/educations/100/progress',
        headers: bearer(learner),
        body: { answers: [{ block_id: 'k1-e2-exempel', values: ['Långsam'] }] },
      });
      const read = serialize({ method: 'GET', path: '/api/educations/100', headers: {} });
      // A save whose body is still coming keeps the connection busy while the server closes.
      const half = slow.length - 10;
      const answers = client.sendBytes(slow.subarray(0, half), 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      own.app.accepting.value = false;
      own.app.connections.stopStarted();
      const closed = own.app.close();
      // Read after the close began: Fastify marks each of their answers `close`, which only the
      // last answer owed on the connection may say.
      void client.sendBytes(Buffer.concat([slow.subarray(half), read, read]), 0);
      const [save, first, second] = await answers;
      expect(save?.status).toBe(200);
      expect(save?.headers.connection).not.toBe('close');
      // Each read behind it is refused, and the last answer closes the connection; a read parsed
      // only after that closing answer was decided is not taken and gets no answer.
      expect(first?.status).toBe(503);
      const closing = first?.headers.connection === 'close' ? first : second;
      expect(closing?.status).toBe(503);
      expect(closing?.headers.connection).toBe('close');
      expect(!second || second.status === 503).toBe(true);
      await closed;
      const counted = own.app.connections.stopRequests();
      expect(counted.unanswered).toBe(0);
      expect(counted.refused + counted.ignored).toBe(2);
      expect(counted.ignored).toBe(second ? 0 : 1);
    } finally {
      await own.database.close();
    }
  });
});
