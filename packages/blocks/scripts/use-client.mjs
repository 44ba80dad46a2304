#!/usr/bin/env node
// Marks the component entry point as client code for React Server Components hosts (Next.js and
// the like): esbuild drops module directives when it bundles, so the build adds it here. The
// engine entry point stays unmarked: servers import it for the rules.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/index.js');
const code = readFileSync(entry, 'utf8');
if (!code.startsWith('"use client"')) {
  writeFileSync(entry, `"use client";\n${code}`);
}
