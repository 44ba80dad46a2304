// Drives HTTP load with wrk (Debian's `wrk` package), a C client: on a two-core machine a Node
// client such as autocannon saturates before the server does, and the benchmark then measures
// the client (issue 25). Requests that differ (learners' writes) come from a Lua script reading
// one request per line of a file.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What one wrk run gives. */
export interface WrkResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  latencyP99Ms: number;
  /** Answers outside 2xx and 3xx. */
  non2xx: number;
  /** Connect, read, write and timeout errors. */
  errors: number;
  /** 503 answers with `Retry-After` (the server refusing politely), counted among `non2xx`. */
  refusals: number;
  /** Requests answered in all, and the slowest. */
  requests: number;
  latencyMaxMs: number;
  /** wrk's own CPU time over the run's wall time (1.0 is one core), where it could be read. */
  clientCpuShare: number | null;
}

export interface WrkRun {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Requests that differ: method, headers and body per request, taken in turn. */
  requests?: Array<{ method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }>;
  /**
   * Each connection waits a random time in this range (ms) before each request: a connection is
   * then a person (a learner saving every 1–3 s) rather than a client sending as fast as it can.
   */
  delayMs?: [number, number];
  /** wrk's threads; two by default (one per core). */
  threads?: number;
  /** GETs of these paths, each sent once (the threads share them), within `seconds` at most. */
  paths?: string[];
}

// One request per line: method, then headers as JSON, then the body, tab-separated.
const ROTATING_REQUESTS = `
local requests = {}
local turn = 0
function init(args)
  for line in io.lines(args[1]) do
    local method, headers, body = line:match("^([^\\t]*)\\t([^\\t]*)\\t(.*)$")
    local parsed = {}
    for name, value in headers:gmatch('"([^"]+)":"([^"]*)"') do parsed[name] = value end
    requests[#requests + 1] = wrk.format(method, nil, parsed, body ~= "" and body or nil)
  end
  if args[2] then
    delay_min, delay_max = tonumber(args[2]), tonumber(args[3])
    -- Each thread its own sequence: a table's address differs per thread's Lua state.
    math.randomseed(os.time() + tonumber(tostring(requests):match("0x(%x+)") or "0", 16))
  end
end
function request()
  turn = turn % #requests + 1
  return requests[turn]
end
`;

// For people rather than a flood: a random wait before each request, and 503 answers with
// Retry-After counted per thread and summed at the end. Only then: the hooks cost wrk time.
const PACED_REQUESTS = `
local threads = {}
refusals = 0
statuses = ""
local counted = {}
function setup(thread)
  table.insert(threads, thread)
end
function delay()
  return math.random(delay_min, delay_max)
end
function response(status, headers, body)
  if status == 503 and (headers["retry-after"] or headers["Retry-After"]) then refusals = refusals + 1 end
  if status >= 300 then
    counted[status] = (counted[status] or 0) + 1
    statuses = ""
    for code, count in pairs(counted) do statuses = statuses .. code .. ":" .. count .. " " end
  end
end
function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do
    total = total + (thread:get("refusals") or 0)
    io.write("Other answers: " .. (thread:get("statuses") or "") .. "\\n")
  end
  io.write(string.format("Refused politely: %d\\n", total))
  io.write(string.format("Latency p95: %dus\\n", latency:percentile(95)))
end
`;

// One GET path per line, each sent once: the threads share the list out, and each stops after
// its share is answered.
const ROTATING_PATHS = `
local threads = 0
function setup(thread)
  thread:set("first", threads)
  threads = threads + 1
end
local paths = {}
local turn = 0
local answered = 0
function init(args)
  local all = {}
  for line in io.lines(args[1]) do all[#all + 1] = line end
  local count = tonumber(args[2])
  for index = first + 1, #all, count do paths[#paths + 1] = all[index] end
end
function request()
  turn = turn % #paths + 1
  return wrk.format("GET", paths[turn])
end
function response()
  answered = answered + 1
  if answered >= #paths then wrk.thread:stop() end
end
`;

// wrk's --latency report has no 95th percentile; its Lua summary has every one.
const P95_REPORT = `
function done(summary, latency, requests)
  io.write(string.format("Latency p95: %dus\\n", latency:percentile(95)))
end
`;

/**
 * Runs wrk with two threads (one per core: the client's own work stays small beside the
 * server's) and reads its report.
 */
export async function runWrk(run: WrkRun): Promise<WrkResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'jb-wrk-'));
  try {
    const args = [
      `-t${run.threads ?? 2}`,
      `-c${run.connections}`,
      `-d${run.seconds}s`,
      '--latency',
      '--timeout',
      '10s',
    ];
    for (const [name, value] of Object.entries(run.headers ?? {})) {
      args.push('-H', `${name}: ${value}`);
    }
    const requests =
      run.requests ?? (run.delayMs ? [{ method: 'GET' as const, headers: run.headers ?? {} }] : undefined);
    const script = path.join(folder, 'requests.lua');
    if (run.paths) {
      const list = path.join(folder, 'paths.txt');
      writeFileSync(script, ROTATING_PATHS + P95_REPORT);
      writeFileSync(list, `${run.paths.join('\n')}\n`);
      args.push('-s', script, run.url, '--', list, String(run.threads ?? 2));
    } else if (requests) {
      const list = path.join(folder, 'requests.txt');
      writeFileSync(script, ROTATING_REQUESTS + (run.delayMs ? PACED_REQUESTS : P95_REPORT));
      writeFileSync(
        list,
        `${requests
          .map((request) => [request.method, JSON.stringify(request.headers), request.body ?? ''].join('\t'))
          .join('\n')}\n`,
      );
      args.push('-s', script, run.url, '--', list, ...(run.delayMs ?? []).map(String));
    } else {
      writeFileSync(script, P95_REPORT);
      args.push('-s', script, run.url);
    }
    const startedAt = Date.now();
    let cpuSeconds: number | null = null;
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      // wrk's CPU time, read from /proc while it runs (its last reading before it exits).
      const sampler = setInterval(() => {
        cpuSeconds = child.pid ? (processCpuSeconds(child.pid) ?? cpuSeconds) : cpuSeconds;
      }, 500);
      child.on('close', () => clearInterval(sampler));
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`)),
      );
    });
    if (process.env.BENCH_WRK_LOG) {
      // wrk's own report, for a reader who wants more than the figures taken from it.
      console.error(`wrk ${args.join(' ')}\n${output}`);
    }
    const wallSeconds = (Date.now() - startedAt) / 1000;
    return {
      ...parseWrk(output),
      clientCpuShare: cpuSeconds === null ? null : Math.round((cpuSeconds / wallSeconds) * 100) / 100,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * wrk's report in numbers.
 *
 * @example parseWrk('Requests/sec:  4521.33\n  50%  10.10ms\n  99%   1.20s').latencyP99Ms // 1200
 */
export function parseWrk(output: string): Omit<WrkResult, 'clientCpuShare'> {
  const milliseconds = (text: string | undefined) => {
    const match = /([\d.]+)(us|ms|s|m)/.exec(text ?? '');
    if (!match) {
      return Number.NaN;
    }
    const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
    return Math.round(Number(match[1]) * factor * 100) / 100;
  };
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN)),
    latencyP50Ms: milliseconds(/\n\s+50%\s+(\S+)/.exec(output)?.[1]),
    latencyP95Ms: milliseconds(/Latency p95: (\S+)/.exec(output)?.[1]),
    latencyP99Ms: milliseconds(/\n\s+99%\s+(\S+)/.exec(output)?.[1]),
    latencyMaxMs: milliseconds(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(output)?.[1]),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    refusals: Number(/Refused politely: (\d+)/.exec(output)?.[1] ?? 0),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
  };
}

/** User and system CPU seconds of a process so far, from /proc; null once it is gone. */
function processCpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
