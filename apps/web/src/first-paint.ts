// Longest a page waits for its paint and its images, should a browser never report the paint.
const PAINT_WAIT_MS = 3000;

// A visitor reaching for the page: its code is wanted now, whatever is still loading.
const REACHING = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `then` once the page the server drew is on screen: its first contentful paint has been
 * shown (the browser reports it once the frame is presented, not when it is drawn) and the
 * images in view have loaded, or after `PAINT_WAIT_MS` should the browser never say so.
 * Loading the site's code any earlier shares the line and the processor with that first frame:
 * under Lighthouse's phone throttling the page's largest paint (the hero image) then counted the
 * code's download and evaluation (issue 25: 2.6 s, where the page alone paints in 1.1 s).
 * Images out of view and frames (a video) are not waited for, and a visitor who presses,
 * types or moves the focus before then has the code loaded at once.
 */
export function afterFirstPaint(then: () => void, view: Window = window): void {
  let done = false;
  const once = () => {
    if (!done) {
      done = true;
      for (const type of REACHING) {
        view.removeEventListener(type, once, true);
      }
      // A task after the frame: the code's evaluation does not join the frame's.
      view.setTimeout(then);
    }
  };
  for (const type of REACHING) {
    view.addEventListener(type, once, true);
  }
  view.setTimeout(once, PAINT_WAIT_MS);
  firstContentfulPaint(view)
    .then(() => imagesInView(view))
    .then(once, once);
}

function firstContentfulPaint(view: Window): Promise<void> {
  const Observer = (view as Window & { PerformanceObserver?: typeof PerformanceObserver })
    .PerformanceObserver;
  if (Observer === undefined || !Observer.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => view.requestAnimationFrame(() => resolve()));
  }
  return new Promise((resolve) => {
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

async function imagesInView(view: Window): Promise<void> {
  const loading = [...view.document.images].filter((image) => {
    if (image.complete || image.loading === 'lazy') {
      return false;
    }
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < view.innerHeight;
  });
  await Promise.all(
    loading.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}
