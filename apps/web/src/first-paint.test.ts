import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './first-paint';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** The parts of a window `afterFirstPaint` reads, with a paint to report and images to load. */
function fakeView(images: Array<Partial<HTMLImageElement>> = []) {
  let report: PaintCallback = () => {};
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  const listeners = new Map<string, () => void>();
  const view = {
    PerformanceObserver: Observer,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    setTimeout: (task: () => void, ms?: number) => setTimeout(task, ms),
    requestAnimationFrame: (task: () => void) => setTimeout(task, 16),
    innerHeight: 800,
    document: { images },
  } as unknown as Window;
  const paint = (name: string) => report({ getEntriesByName: (asked) => (asked === name ? [{}] : []) });
  const reach = (type: string) => listeners.get(type)?.();
  return { view, paint, reach };
}

function loadingImage(top: number, loading = 'eager', height = 100) {
  const listeners = new Map<string, () => void>();
  return {
    image: {
      complete: false,
      loading,
      getBoundingClientRect: () => ({ top, bottom: top + height, width: height, height }) as DOMRect,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    } as unknown as Partial<HTMLImageElement>,
    load: () => listeners.get('load')?.(),
    fail: () => listeners.get('error')?.(),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint to be reported, not for another paint', async () => {
    const then = vi.fn();
    const { view, paint } = fakeView();
    afterFirstPaint(then, view);
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(then).not.toHaveBeenCalled();

    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['loads', 'load'],
    ['fails', 'fail'],
  ] as const)(
    'then waits for the images in view until each %s, not for those below, above, hidden or loaded lazily',
    async (_, settle) => {
      const then = vi.fn();
      const hero = loadingImage(100);
      const below = loadingImage(2000);
      const above = loadingImage(-500);
      const hidden = loadingImage(0, 'eager', 0);
      const lazy = loadingImage(200, 'lazy');
      const { view, paint } = fakeView([hero.image, below.image, above.image, hidden.image, lazy.image]);
      afterFirstPaint(then, view);
      paint('first-contentful-paint');
      await vi.advanceTimersByTimeAsync(100);
      expect(then).not.toHaveBeenCalled();

      hero[settle]();
      await vi.advanceTimersByTimeAsync(0);
      expect(then).toHaveBeenCalledTimes(1);
    },
  );

  it('loads at once when the visitor presses a key or a pointer before then, and only once', async () => {
    const then = vi.fn();
    const hero = loadingImage(100);
    const { view, paint, reach } = fakeView([hero.image]);
    afterFirstPaint(then, view);
    reach('pointerdown');
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);

    paint('first-contentful-paint');
    hero.load();
    reach('keydown');
    await vi.advanceTimersByTimeAsync(3000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on after three seconds should the paint never be reported, and only once', async () => {
    const then = vi.fn();
    const { view, paint } = fakeView();
    afterFirstPaint(then, view);
    await vi.advanceTimersByTimeAsync(2999);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(then).toHaveBeenCalledTimes(1);

    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for a frame where the browser reports no paints', async () => {
    const then = vi.fn();
    const { view } = fakeView();
    (view as unknown as { PerformanceObserver: undefined }).PerformanceObserver = undefined;
    afterFirstPaint(then, view);
    await vi.advanceTimersByTimeAsync(10);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
