import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // The demo API (real database, demo content) for the route tests that render against it.
    globalSetup: ['./test/demo-api.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
