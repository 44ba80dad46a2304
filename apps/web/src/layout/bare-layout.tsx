import { type ReactNode, Suspense } from 'react';
import { LoadingPage } from '../pages/loading-page';
import { useChunkReload } from './chunk-reload';
import { PageInteractive } from './page-interactive';
import { CONTENT_ID } from './skip-links';

/** The preview layout (SPEC §2): only `<main>`, as the editor shows the content alone. */
export function BareLayout({ children }: { children?: ReactNode }) {
  useChunkReload();
  return (
    <main id={CONTENT_ID} tabIndex={-1}>
      <Suspense fallback={<LoadingPage />}>
        {children}
        <PageInteractive />
      </Suspense>
    </main>
  );
}
