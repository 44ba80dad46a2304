#!/usr/bin/env node
// The README's two commands. A fresh machine has only Node.js and npm, so pnpm is
// brought in through npx at the version pinned in package.json's packageManager.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
};

function run(command, args, extraEnv = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

function pnpm(...args) {
  run('npx', ['--yes', packageManager, ...args]);
}

function pnpmWith(extraEnv, ...args) {
  run('npx', ['--yes', packageManager, ...args], extraEnv);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} är för gammal: projektet behöver Node 20.19 eller senare.`);
  process.exit(1);
}

const command = process.argv[2];
pnpm('install', '--frozen-lockfile');

if (command === 'start') {
  pnpm('exec', 'turbo', 'run', 'build');
  // The API on the embedded database (PGlite under data/), with the demo content and accounts:
  // asked for here, explicitly; the server alone never turns demo mode on.
  pnpmWith({ DEMO_MODE: 'true' }, '--filter', '@jamstalldhet/api', 'start');
} else if (command === 'test') {
  ensureChromium();
  pnpm('exec', 'biome', 'check', '.');
  // The architecture's rules (.dependency-cruiser.cjs): no import cycle, layers kept apart.
  pnpm('run', 'check:architecture');
  pnpm('exec', 'turbo', 'run', 'typecheck', 'build');
  pnpm('exec', 'turbo', 'run', 'test', '--concurrency=1');
  // The same API tests once more on a real PostgreSQL server (installed and started here).
  pnpm('--filter', '@jamstalldhet/api', 'run', 'test:postgres');
  pnpm('--filter', '@jamstalldhet/blocks', 'run', 'test:pack');
  // Journeys in real Chromium against the built site, served by the API as `npm start` does.
  pnpm('--filter', '@jamstalldhet/web', 'run', 'test:e2e');
  pnpm('run', 'build-storybook');
} else {
  console.error('Användning: node scripts/quickstart.mjs start|test');
  process.exit(2);
}
