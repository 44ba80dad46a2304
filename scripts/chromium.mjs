// The one place that says which Chromium the tests drive and how it is started: story tests
// (packages/blocks/vitest.config.ts), the package check (packages/blocks/scripts/pack-check.mjs)
// and the end-to-end journeys (apps/web/e2e/support/browser.ts).

/** Debian's Chromium, never a downloaded build (scripts/ensure-chromium.mjs installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Quiet and predictable in a container: no sandbox (root in CI), no GPU, nothing fetched from
 * Google in the background that could slow a run or make it flaky.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
