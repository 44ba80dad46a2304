import { isApiPath } from '@jamstalldhet/contract';
import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type MouseEvent,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'wouter';
import type { LinkComponent } from '../../blocks-provider/blocks-context';

/** Where the learner is and how to move them: the host's router, as the player needs it. */
export interface CourseRouter {
  /** The current path, e.g. `/jamstalldhet-101/1/2`. */
  path: string;
  navigate(to: string, options?: { replace?: boolean }): void;
}

/** A React hook that gives the router; called on every render of the player's pages. */
export type UseCourseRouter = () => CourseRouter;

/** The default router: wouter's browser location (`useLocation`). */
export function useWouterRouter(): CourseRouter {
  const [path, navigate] = useLocation();
  return useMemo(
    () => ({ path, navigate: (to: string, options?: { replace?: boolean }) => navigate(to, options) }),
    [path, navigate],
  );
}

/**
 * A router that keeps its path in memory, for Storybook, tests and hosts without an address bar.
 * Make it once (not on every render), so its path outlives the renders.
 *
 * @example
 * const [useRouter] = useState(() => memoryRouter('/kurs/1/1/1'));
 * <CourseProvider transport={transport} useRouter={useRouter}>
 */
export function memoryRouter(start: string): UseCourseRouter {
  let path = start;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const navigate = (to: string) => {
    path = to;
    for (const listener of [...listeners]) {
      listener();
    }
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per router, as documented above
  return function useMemoryRouter() {
    // The same path as the server's snapshot: a memory router renders on a server too.
    const current = useSyncExternalStore(
      subscribe,
      () => path,
      () => path,
    );
    return useMemo(() => ({ path: current, navigate }), [current]);
  };
}

export const CourseRouterContext = createContext<UseCourseRouter>(useWouterRouter);

/** The router of the nearest `CourseProvider`, or wouter's. */
export function useCourseRouter(): CourseRouter {
  return useContext(CourseRouterContext)();
}

/** Moves to `to` once drawn, in place of the current entry (a redirect). */
export function Navigate({ to }: { to: string }) {
  const { navigate } = useCourseRouter();
  // The latest navigate, so a router whose navigate changes identity redirects only once per `to`.
  const latest = useRef(navigate);
  latest.current = navigate;
  useEffect(() => {
    latest.current(to, { replace: true });
  }, [to]);
  return null;
}

/** Whether a link stays in the single-page site (a local path, not an API call or download). */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !isApiPath(href);
}

/**
 * A link that moves inside the site through the router without reloading, and is a plain link
 * otherwise. Modified clicks (new tab, download) keep the browser's behaviour.
 */
export const RouterLink: LinkComponent = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function RouterLink({ href, onClick, target, ...rest }, ref) {
  const { navigate } = useCourseRouter();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (target !== undefined && target !== '_self') ||
      !isInternalPath(href)
    ) {
      return;
    }
    event.preventDefault();
    navigate(href);
  }
  return <a ref={ref} href={href} target={target} onClick={handleClick} {...rest} />;
});
