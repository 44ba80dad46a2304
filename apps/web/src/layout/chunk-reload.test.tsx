import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChunkReload } from './chunk-reload';

function Reloader({ reload }: { reload: () => void }) {
  useChunkReload(reload);
  return null;
}

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useChunkReload', () => {
  it('reloads once on a failed chunk load and marks the error handled', () => {
    const reload = vi.fn();
    render(<Reloader reload={reload} />);
    const first = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
  });

  it('does not reload the same path a second time, so a missing file cannot loop', () => {
    const reload = vi.fn();
    const { unmount } = render(<Reloader reload={reload} />);
    preloadError();
    unmount();
    // After the reload the page starts again with the same session.
    render(<Reloader reload={reload} />);
    const second = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    // Left unhandled, so Vite throws and the error page shows.
    expect(second.defaultPrevented).toBe(false);
  });

  it('reloads again on another path', () => {
    const reload = vi.fn();
    render(<Reloader reload={reload} />);
    preloadError();
    window.history.pushState(null, '', '/en-annan-sida');
    try {
      preloadError();
    } finally {
      window.history.pushState(null, '', '/');
    }
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('stops listening when unmounted', () => {
    const reload = vi.fn();
    const { unmount } = render(<Reloader reload={reload} />);
    unmount();
    preloadError();
    expect(reload).not.toHaveBeenCalled();
  });
});
