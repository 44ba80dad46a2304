import type { ReactNode } from 'react';
import { LayoutFrame } from './layout-frame';

/**
 * The layout inside an education (SPEC §2): the header without the footer, so the course has the
 * screen. Course pages reach the education menu through `useMenus()`.
 */
export function FooterlessLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame footer={false}>{children}</LayoutFrame>;
}
