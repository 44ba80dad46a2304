import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';

/** The usual layout (SPEC §2): skip links, header, the page in `<main>`, footer. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame footer>{children}</LayoutFrame>;
}
