#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server: installs Debian's postgresql when
// missing, creates a cluster in a temporary folder (trust auth, 127.0.0.1 only), exports
// TEST_DATABASE_URL, runs the command, and stops and removes the cluster afterwards.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = process.env.TEST_POSTGRES_PORT ?? '54329';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return null;
  }
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  return bin ?? null;
}

function ensurePostgres() {
  let bin = postgresBin();
  if (!bin && process.getuid?.() === 0) {
    console.log('PostgreSQL saknas: installerar Debians postgresql med apt-get.');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update'], { env });
    run('apt-get', ['install', '-y', 'postgresql'], { env });
    bin = postgresBin();
  }
  return bin;
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const bin = ensurePostgres();
if (!bin) {
  console.log(
    "SKIPPED: PostgreSQL tests need Debian's postgresql package, which could not be installed (not root?).",
  );
  process.exit(0);
}

// initdb refuses to run as root; the cluster belongs to the postgres user.
const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const directory = mkdtempSync(path.join(tmpdir(), 'jb-postgres-'));
if (asPostgres.length > 0) {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const groups = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  chownSync(directory, Number(ids.stdout.trim()), Number(groups.stdout.trim()));
}
const data = path.join(directory, 'data');
const pg = (tool, toolArgs) =>
  asPostgres.length > 0
    ? run(asPostgres[0], [...asPostgres.slice(1), path.join(bin, tool), ...toolArgs])
    : run(path.join(bin, tool), toolArgs);

let status = 1;
try {
  if (pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']) !== 0) {
    throw new Error('initdb failed');
  }
  const options = `-p ${PORT} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  if (pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(directory, 'log'), '-w', 'start']) !== 0) {
    throw new Error('pg_ctl start failed');
  }
  const url = `postgresql://postgres@127.0.0.1:${PORT}/postgres`;
  console.log(`PostgreSQL ready at ${url}`);
  status = run(command, args, { env: { ...process.env, TEST_DATABASE_URL: url } });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  rmSync(directory, { recursive: true, force: true });
}
process.exit(status);
