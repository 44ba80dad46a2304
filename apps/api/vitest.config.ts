import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each test file opens its own in-memory database; two at a time fit this 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    // Opening a database and hashing the demo passwords can take a while on a loaded machine.
    hookTimeout: 60_000,
  },
});
