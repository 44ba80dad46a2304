// Simulated learners (issue 25): each saves progress every 1–3 s and reads the course and its
// progress every ~10 s, as the course player does, on its own schedule (a slow
// server slows a learner only as the player would: one save under way at a time). The client is Node's
// fetch; at these rates it does little work beside the server's, and the report gives its CPU
// time so that a reader can see it was not the bottleneck.

/** One learner's calls. */
export interface LearnerCalls {
  /** The course id. */
  courseId: number;
  token: string;
  /** The save's body for the learner's `turn`-th save. */
  saveBody: (turn: number) => string;
}

export interface LearnerFigures {
  learners: number;
  seconds: number;
  /** Per kind of call: how many, how many failed (non-2xx, refused connections, timeouts), latency. */
  calls: Record<'save' | 'readCourse' | 'readProgress', CallFigures>;
  /** 503 answers with Retry-After: the server refusing politely when full. */
  politeRefusals: number;
  /** The client's own CPU time over the run's wall time (1.0 is one core). */
  clientCpuShare: number;
}

export interface CallFigures {
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const TIMEOUT_MS = 10_000;

/**
 * Runs `learners` learners against `base` for `seconds` (and lets the last calls answer), after
 * a start spread over the first 3 s: learners do not all arrive in the same millisecond.
 */
export async function runLearners(
  base: string,
  learners: readonly LearnerCalls[],
  seconds: number,
): Promise<LearnerFigures> {
  const latencies = { save: [] as number[], readCourse: [] as number[], readProgress: [] as number[] };
  const errors = { save: 0, readCourse: 0, readProgress: 0 };
  let politeRefusals = 0;
  const startedAt = Date.now();
  const cpuBefore = process.cpuUsage();
  const end = startedAt + seconds * 1000;
  const running: Promise<void>[] = [];

  const started = { save: 0, readCourse: 0, readProgress: 0 };
  const call = async (kind: keyof typeof latencies, url: string, init: RequestInit) => {
    started[kind] += 1;
    const sent = performance.now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await response.arrayBuffer();
      if (response.status === 503 && response.headers.has('retry-after')) {
        // A refusal is answered at once: kept out of the calls' latency, counted on its own.
        politeRefusals += 1;
        started[kind] -= 1;
        return;
      }
      latencies[kind].push(performance.now() - sent);
      if (!response.ok) {
        errors[kind] += 1;
      }
    } catch {
      latencies[kind].push(performance.now() - sent);
      errors[kind] += 1;
    }
  };
  const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

  const learner = async ({ courseId, token, saveBody }: LearnerCalls) => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    await wait(Math.random() * 3000);
    let turn = 0;
    let nextRead = Date.now() + Math.random() * 10_000;
    // Like the course player: at most one save and one read under way; a save due while the last
    // is unanswered waits for it (the player sends the answers gathered meanwhile together).
    let saving: Promise<void> | null = null;
    let reading: Promise<void> | null = null;
    const pending: Promise<void>[] = [];
    while (Date.now() < end) {
      if (saving === null) {
        const body = saveBody(turn);
        turn += 1;
        saving = call('save', `${base}/api/user/educations/${courseId}/progress`, {
          method: 'POST',
          headers,
          body,
        }).finally(() => {
          saving = null;
        });
        pending.push(saving);
      }
      if (reading === null && Date.now() >= nextRead) {
        nextRead += 10_000;
        reading = Promise.all([
          call('readCourse', `${base}/api/educations/${courseId}`, { headers }),
          call('readProgress', `${base}/api/progress/${courseId}`, { headers }),
        ]).then(() => {
          reading = null;
        });
        pending.push(reading);
      }
      await wait(1000 + Math.random() * 2000);
      if (saving !== null) {
        await saving;
      }
    }
    await Promise.all(pending);
  };
  for (const calls of learners) {
    running.push(learner(calls));
  }
  // Every call has its own 10 s timeout; this is the guard that a call which somehow never
  // settles cannot hold the benchmark: what has not answered by then counts as an error.
  let guard: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(running),
    new Promise((resolve) => {
      guard = setTimeout(resolve, (seconds + 3) * 1000 + 2 * TIMEOUT_MS);
    }),
  ]);
  clearTimeout(guard);
  const cpu = process.cpuUsage(cpuBefore);
  const wall = Date.now() - startedAt;
  const figures = (kind: keyof typeof latencies): CallFigures => {
    const sorted = [...latencies[kind]].sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
    const unanswered = started[kind] - sorted.length;
    return {
      count: started[kind],
      errors: errors[kind] + unanswered,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: at(1),
    };
  };
  return {
    learners: learners.length,
    seconds,
    calls: {
      save: figures('save'),
      readCourse: figures('readCourse'),
      readProgress: figures('readProgress'),
    },
    politeRefusals,
    clientCpuShare: Math.round(((cpu.user + cpu.system) / 1000 / wall) * 100) / 100,
  };
}
