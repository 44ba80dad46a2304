import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const directory = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          environment: 'node',
          include: ['src/engine/**/*.test.ts', 'src/forms/**/*.test.ts', 'src/blocks/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          environment: 'jsdom',
          include: [
            'src/**/*.test.tsx',
            'src/i18n/**/*.test.ts',
            'src/course/**/*.test.ts',
            'src/styles/**/*.test.ts',
          ],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        // Every story rendered as a server would and hydrated in real Chromium (issue 25).
        plugins: [react()],
        test: {
          name: 'hydration',
          include: ['src/**/*.hydration.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Every story runs in real Chromium and fails on axe violations or a failing play function.
        plugins: [storybookTest({ configDir: path.join(directory, '../../.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: CHROMIUM_FLAGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
