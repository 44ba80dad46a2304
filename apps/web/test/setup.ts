import '@testing-library/jest-dom/vitest';
import { loadAllCode } from '@jamstalldhet/blocks/course';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every block's and course step's code is here before a test renders, as a page the server drew
// has its code before it is taken over (start.tsx); each loads by use in the package.
await loadAllCode();

afterEach(() => {
  cleanup();
  // Each test starts logged out with no consent choice and no remembered path.
  for (const name of document.cookie.split(';').map((part) => part.trim().split('=')[0])) {
    if (name) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
      document.cookie = `${name}=; path=/; max-age=0`;
    }
  }
  sessionStorage.clear();
  localStorage.clear();
});
