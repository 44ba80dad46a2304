// Soak of the graceful stop (issues 21 and 38): the stop test under load, 30 stops in a row on
// PGlite and on PostgreSQL (STOP_TEST_STOPS; npm test runs 1 on each). Each stop: 100 keep-alive
// clients reading and saving (a third of the writers pipelining two saves at once), a SIGTERM,
// and after the restart each save answered 200 and no other in the database; the server's own
// count of the requests it read, left unanswered, refused (pipelined behind another answer) and
// did not take (sent after their connection's closing answer).
// Writes the totals to docs/operations.md. Run: npm run soak:stop (about 10 minutes per engine).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeReportSection } from '../../../scripts/report-section.mjs';

const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.resolve(apiDirectory, '../../docs/operations.md');
const STOPS = Number(process.env.STOP_TEST_STOPS ?? 30);
const test = ['vitest', 'run', 'test/graceful-stop-under-load.test.ts'];

const runs = [
  { engine: 'PGlite', command: ['npx', ...test] },
  { engine: 'PostgreSQL', command: ['node', '../../scripts/with-postgres.mjs', ...test] },
].map(({ engine, command }) => {
  const started = Date.now();
  const run = spawnSync(command[0] as string, command.slice(1), {
    cwd: apiDirectory,
    env: { ...process.env, STOP_TEST_STOPS: String(STOPS) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}${run.stderr}`;
  const totals = /graceful stop: (\d+) stops, (\{.*\})/.exec(output);
  if (!totals) {
    console.error(output.slice(-4000));
  }
  const counted = totals
    ? (JSON.parse(totals[2] as string) as {
        read: number;
        unanswered: number;
        appliedWithoutAnswer: number;
        refused: number;
        ignored: number;
      })
    : null;
  const line = {
    engine,
    passed: run.status === 0,
    minutes: Math.round((Date.now() - started) / 6000) / 10,
    read: counted?.read ?? '?',
    unanswered: counted?.unanswered ?? '?',
    appliedWithoutAnswer: counted?.appliedWithoutAnswer ?? '?',
    refused: counted?.refused ?? '?',
    ignored: counted?.ignored ?? '?',
  };
  console.log(line);
  return line;
});

const today = new Date().toISOString().slice(0, 10);
writeReportSection(report, 'stop-soak', 'Stops under load (issue 38)', [
  `Measured ${today} with \`npm run soak:stop\`: ${STOPS} stops in a row on each engine, each under 100 keep-alive clients (30 writers, 10 of them pipelining two saves at once).`,
  '',
  '| Engine | Test | Requests read during the stops | Left unanswered | Saves applied without an answer | Refused (503, pipelined behind another) | Not taken (after a closing answer) | Minutes |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...runs.map(
    (run) =>
      `| ${run.engine} | ${run.passed ? 'passed' : 'FAILED'} | ${run.read} | ${run.unanswered} | ${run.appliedWithoutAnswer} | ${run.refused} | ${run.ignored} | ${run.minutes} |`,
  ),
]);
process.exitCode = runs.every((run) => run.passed) ? 0 : 1;
