import { config } from 'zod/v4/core';

// Zod compiles a fast object parser with `new Function` and first probes whether eval is
// allowed. The site's Content-Security-Policy has no 'unsafe-eval', so the probe is blocked
// and reported on every page (Lighthouse best practices, CSP reports). Without the JIT, parsing
// is the same and nothing is evaluated. Imported first by main.tsx, before any schema parses.
config({ jitless: true });
