import { collapseSlashes, stripTrailingSlash } from '@jamstalldhet/blocks/engine';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';

/**
 * Duplicate slashes and a trailing slash are taken away by redirecting (SPEC §2), as the server
 * does before it renders (with the rest of `canonicalPath`), so a development server and the
 * site's own links reach the same address. Escapes are the server's alone: the router sees the
 * path decoded, and could not tell `%5C` from `\`.
 */
export function PathNormalizer({ children }: { children?: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const canonical = stripTrailingSlash(collapseSlashes(location)) || '/';
  if (canonical !== location) {
    return <Redirect to={search ? `${canonical}?${search}` : canonical} replace />;
  }
  return children;
}
