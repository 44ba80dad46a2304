import type { ReactNode } from 'react';

// Placeholder until its owner builds it.
export function ConsentProvider({ children }: { children?: ReactNode; clientIp?: string | null }) {
  return children;
}
