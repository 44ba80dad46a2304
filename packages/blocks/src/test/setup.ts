import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllCode } from '../course/load-all-code';

// Every block's and step's code is here before a test renders, as a page the server drew has its
// code before it is taken over (each loads by use: render/registry.ts, course/steps/end-steps.ts).
await loadAllCode();

afterEach(() => {
  cleanup();
});
