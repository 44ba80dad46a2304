import { collapseSlashes } from '@jamstalldhet/blocks/engine';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';

/** Duplicate slashes are collapsed by redirecting to the cleaned path (SPEC §4). */
export function PathNormalizer({ children }: { children?: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const collapsed = collapseSlashes(location);
  if (collapsed !== location) {
    return <Redirect to={search ? `${collapsed}?${search}` : collapsed} replace />;
  }
  return children;
}
