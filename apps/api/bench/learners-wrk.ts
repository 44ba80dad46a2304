// Simulated learners driven by wrk (issue 25): the same schedule as bench/learners.ts, from a C
// client. At 2,000 learners the Node client used most of a core of this two-core machine, so
// its figures measured the machine's sharing as much as the server. Here every learner's saves
// go over a connection of their own that waits 1–3 s before each save (one wrk), and the reads
// (the course and the progress, each every ~10 s per learner) over a tenth as many connections
// that wait 0.5–1.5 s (two more wrks), which gives the same rates.
import type { CallFigures, LearnerCalls, LearnerFigures } from './learners';
import { runWrk, type WrkResult } from './wrk';

/** Saves of each learner the save connections take in turn. */
const SAVE_TURNS = 3;

export async function runLearnersWithWrk(
  base: string,
  learners: readonly LearnerCalls[],
  seconds: number,
): Promise<LearnerFigures> {
  const courseId = learners[0]?.courseId ?? 0;
  const headersOf = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });
  const readers = Math.max(1, Math.round(learners.length / 10));
  const reads = (path: string) =>
    runWrk({
      url: `${base}${path}`,
      connections: readers,
      seconds,
      threads: 1,
      delayMs: [500, 1500],
      requests: learners.map((learner) => ({ method: 'GET', headers: headersOf(learner.token) })),
    });
  const [save, readCourse, readProgress] = await Promise.all([
    runWrk({
      url: `${base}/api/user/educations/${courseId}/progress`,
      connections: learners.length,
      seconds,
      threads: 1,
      delayMs: [1000, 3000],
      requests: Array.from({ length: SAVE_TURNS }, (_, turn) =>
        learners.map((learner) => ({
          method: 'POST' as const,
          headers: headersOf(learner.token),
          body: learner.saveBody(turn),
        })),
      ).flat(),
    }),
    reads(`/api/educations/${courseId}`),
    reads(`/api/progress/${courseId}`),
  ]);
  const runs = [save, readCourse, readProgress];
  return {
    learners: learners.length,
    seconds,
    calls: { save: figures(save), readCourse: figures(readCourse), readProgress: figures(readProgress) },
    politeRefusals: runs.reduce((sum, run) => sum + run.refusals, 0),
    clientCpuShare: Math.round(runs.reduce((sum, run) => sum + (run.clientCpuShare ?? 0), 0) * 100) / 100,
  };
}

/** A wrk run as one kind of call: a polite refusal is not an error (bench/learners.ts counts alike). */
function figures(run: WrkResult): CallFigures {
  return {
    count: run.requests - run.refusals,
    errors: run.errors + run.non2xx - run.refusals,
    p50Ms: run.latencyP50Ms,
    p99Ms: run.latencyP99Ms,
    maxMs: run.latencyMaxMs,
  };
}
