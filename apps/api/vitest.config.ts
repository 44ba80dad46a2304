import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each test file opens its own in-memory database; two at a time fit this 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
