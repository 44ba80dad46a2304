import type { ReactNode } from 'react';
import { useChunkReload } from './chunk-reload';
import { CONTENT_ID } from './skip-links';

/** The preview layout (SPEC §2): only `<main>`, as the editor shows the content alone. */
export function BareLayout({ children }: { children?: ReactNode }) {
  useChunkReload();
  return (
    <main id={CONTENT_ID} tabIndex={-1}>
      {children}
    </main>
  );
}
