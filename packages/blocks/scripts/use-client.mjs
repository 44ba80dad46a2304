#!/usr/bin/env node
// Marks the client entry points (components and the course player) as client code for React
// Server Components hosts (Next.js and the like): esbuild drops module directives when it
// bundles, so the build adds them here. The engine entry point stays unmarked: servers import
// it for the rules.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
for (const entry of ['index.js', 'course/index.js']) {
  const file = path.join(dist, entry);
  const code = readFileSync(file, 'utf8');
  if (!code.startsWith('"use client"')) {
    writeFileSync(file, `"use client";\n${code}`);
  }
}
