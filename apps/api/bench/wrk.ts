// Drives HTTP load with wrk (Debian's `wrk` package), a C client: on a two-core machine a Node
// client such as autocannon saturates before the server does, and the benchmark then measures
// the client (issue 25). Requests that differ (learners' writes) come from a Lua script reading
// one request per line of a file.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What one wrk run gives. */
export interface WrkResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Answers outside 2xx and 3xx. */
  non2xx: number;
  /** Connect, read, write and timeout errors. */
  errors: number;
}

export interface WrkRun {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Requests that differ: method, headers and body per request, taken in turn. */
  requests?: Array<{ method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }>;
}

/** Whether wrk is on this machine. */
export function hasWrk(): boolean {
  return spawnSync('sh', ['-c', 'command -v wrk']).status === 0;
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
end
function request()
  turn = turn % #requests + 1
  return requests[turn]
end
`;

/**
 * Runs wrk with two threads (one per core: the client's own work stays small beside the
 * server's) and reads its report.
 */
export async function runWrk(run: WrkRun): Promise<WrkResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'jb-wrk-'));
  try {
    const args = ['-t2', `-c${run.connections}`, `-d${run.seconds}s`, '--latency', '--timeout', '10s'];
    for (const [name, value] of Object.entries(run.headers ?? {})) {
      args.push('-H', `${name}: ${value}`);
    }
    if (run.requests) {
      const script = path.join(folder, 'requests.lua');
      const list = path.join(folder, 'requests.txt');
      writeFileSync(script, ROTATING_REQUESTS);
      writeFileSync(
        list,
        `${run.requests
          .map((request) => [request.method, JSON.stringify(request.headers), request.body ?? ''].join('\t'))
          .join('\n')}\n`,
      );
      args.push('-s', script, run.url, '--', list);
    } else {
      args.push(run.url);
    }
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
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
    return parseWrk(output);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * wrk's report in numbers.
 *
 * @example parseWrk('Requests/sec:  4521.33\n  50%  10.10ms\n  99%   1.20s').latencyP99Ms // 1200
 */
export function parseWrk(output: string): WrkResult {
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
    latencyP99Ms: milliseconds(/\n\s+99%\s+(\S+)/.exec(output)?.[1]),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}
