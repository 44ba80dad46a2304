import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useBusy } from '../../http/activity';
import { ProgressBar } from './progress-bar';

/**
 * The progress bar of the site: on while requests are under way (the API client counts them)
 * or a route is changing. Routes are not split into chunks, so a route's loading is the
 * requests it starts; the route flag only bridges the moment between the new address and the
 * new page's first request, so the throttle does not restart in between.
 */
export function SiteProgressBar() {
  const busy = useBusy();
  const routeChanging = useRouteChanging(busy);
  return <ProgressBar loading={busy || routeChanging} />;
}

/** True from an address change until the first task after it with no request under way. */
function useRouteChanging(busy: boolean): boolean {
  const [location] = useLocation();
  const shown = useRef(location);
  const [changing, setChanging] = useState(false);

  if (shown.current !== location) {
    shown.current = location;
    setChanging(true);
  }

  useEffect(() => {
    if (!changing || busy) {
      return;
    }
    const timer = setTimeout(() => setChanging(false), 0);
    return () => clearTimeout(timer);
  }, [changing, busy]);
  return changing;
}
