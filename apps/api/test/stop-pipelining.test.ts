import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_CONTENT, login, startTestApp, type TestApp } from './helpers';
import { type PipelinedRequest, PipeliningClient } from './pipelining-client';

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
