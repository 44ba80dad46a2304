import { defineConfig } from 'vitest/config';

// The journeys in real Chromium (e2e/README.md). They need the built site (`vite build`) and
// run one file at a time: the machine has few cores and every file drives a real browser
// against the one server that e2e/support/global-setup.ts starts for the whole run.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A journey that fails is rerun by no one: its report is what the developer reads.
    retry: 0,
  },
});
