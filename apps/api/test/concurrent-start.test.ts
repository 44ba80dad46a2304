import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { freePort, startServerProcess } from './server-process';

const ROUNDS = 10;

// Issue 11: several API processes started at the same moment on one PostgreSQL database (a
// deployment with replicas, a restart of all of them) must not trip over each other's
// migrations or demo import. PGlite belongs to one process, so this runs on PostgreSQL only
// (`npm test` runs the API tests on PostgreSQL too, via scripts/with-postgres.mjs).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two server processes starting at once on one fresh PostgreSQL',
  () => {
    let dataDirectory = '';

    beforeAll(() => {
      dataDirectory = mkdtempSync(path.join(tmpdir(), 'jb-concurrent-start-'));
    });

    afterAll(() => {
      rmSync(dataDirectory, { recursive: true, force: true });
    });

    it(`both listen, ${ROUNDS} times out of ${ROUNDS}, with the demo content imported once`, async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
        const environment = (port: number) => ({
          NODE_ENV: 'test',
          DEMO_MODE: 'true',
          DATABASE_URL: postgres.url,
          DATA_DIR: dataDirectory,
          PORT: String(port),
        });
        const [firstPort, secondPort] = [await freePort(), await freePort()];
        const runs = await Promise.all([
          startServerProcess(environment(firstPort)),
          startServerProcess(environment(secondPort)),
        ]);
        try {
          for (const run of runs) {
            expect(run.outcome, `round ${round}:\n${run.output}`).toBe('listening');
            expect(run.output).toMatch(/demo mode on/);
          }
          // Each process answers with the same demo content and can log a demo account in.
          for (const port of [firstPort, secondPort]) {
            const course = await fetch(`http://127.0.0.1:${port}/api/educations/100`);
            expect(course.status).toBe(200);
          }
          const login = await fetch(`http://127.0.0.1:${secondPort}/api/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'elev@example.se', password: 'Demo-losen-2026' }),
          });
          expect(login.status).toBe(200);
        } finally {
          await Promise.all(runs.map((run) => run.stop()));
          await postgres.drop();
        }
        for (const run of runs) {
          expect(run.output, `round ${round}`).not.toMatch(/"level":50|duplicate key|deadlock/i);
        }
      }
    }, 600_000);
  },
);
