import type { BrowserContext, Page, Request } from './browser-deps';

const pendingByContext = new WeakMap<BrowserContext, Set<Request>>();

/** How long no request may be under way before the page counts as settled. */
const QUIET_MS = 150;
/** A request that never ends (a stream, a stuck call) must not stall a journey for ever. */
const MAX_WAIT_MS = 5_000;

/** Starts counting the requests of a browser context, so pages can wait for a quiet network. */
export function trackRequests(context: BrowserContext): void {
  const pending = new Set<Request>();
  pendingByContext.set(context, pending);
  context.on('request', (request) => pending.add(request));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until no request has been under way for a moment: quicker than Playwright's
 * `networkidle` (half a second every time), which adds up over a hundred pages.
 */
export async function networkQuiet(page: Page): Promise<void> {
  const pending = pendingByContext.get(page.context());
  if (!pending) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const deadline = Date.now() + MAX_WAIT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) {
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
