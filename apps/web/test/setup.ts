import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
