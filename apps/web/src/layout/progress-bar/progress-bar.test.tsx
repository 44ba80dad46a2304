import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { changeActivity } from '../../http/activity';
import { ProgressBar } from './progress-bar';
import { SiteProgressBar } from './site-progress-bar';

const bar = () => screen.queryByTestId('progress-bar');
// Millisecond by millisecond, so React renders between timers as it would in a browser.
function wait(ms: number) {
  for (let step = 0; step < ms; step += 1) {
    act(() => vi.advanceTimersByTime(1));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ProgressBar', () => {
  it('appears only when loading lasts 200 ms', () => {
    const { rerender } = render(<ProgressBar loading />);
    wait(199);
    expect(bar()).not.toBeInTheDocument();
    wait(1);
    expect(bar()).toHaveAttribute('data-phase', 'running');
    rerender(<ProgressBar loading={false} />);
  });

  it('never appears for loads shorter than 200 ms', () => {
    const { rerender } = render(<ProgressBar loading />);
    wait(150);
    rerender(<ProgressBar loading={false} />);
    wait(1000);
    expect(bar()).not.toBeInTheDocument();
  });

  it('fills over 5 s, then stays full for 500 ms after loading ends', () => {
    const { rerender } = render(<ProgressBar loading />);
    wait(200);
    expect(bar()?.style.getPropertyValue('--_web-progress-duration')).toBe('5000ms');
    rerender(<ProgressBar loading={false} />);
    expect(bar()).toHaveAttribute('data-phase', 'finishing');
    wait(499);
    expect(bar()).toBeInTheDocument();
    wait(1);
    expect(bar()).not.toBeInTheDocument();
  });

  it('goes on without a new wait when loading starts again while it hides', () => {
    const { rerender } = render(<ProgressBar loading />);
    wait(200);
    rerender(<ProgressBar loading={false} />);
    wait(100);
    rerender(<ProgressBar loading />);
    expect(bar()).toHaveAttribute('data-phase', 'running');
    wait(1000);
    expect(bar()).toHaveAttribute('data-phase', 'running');
  });

  it('is hidden from screen readers', () => {
    render(<ProgressBar loading />);
    wait(200);
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('SiteProgressBar', () => {
  it('follows the requests under way', () => {
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <SiteProgressBar />
      </Router>,
    );
    act(() => changeActivity(1));
    wait(200);
    expect(bar()).toHaveAttribute('data-phase', 'running');
    act(() => changeActivity(-1));
    wait(500);
    expect(bar()).not.toBeInTheDocument();
  });

  it('runs through a route change and the requests of the new page, without restarting the wait', () => {
    const location = memoryLocation({ path: '/' });
    render(
      <Router hook={location.hook}>
        <SiteProgressBar />
      </Router>,
    );
    act(() => location.navigate('/mina-sidor'));
    act(() => changeActivity(1));
    wait(100);
    // One request ends as the next begins (session, then page): still one load.
    act(() => {
      changeActivity(-1);
      changeActivity(1);
    });
    wait(100);
    expect(bar()).toHaveAttribute('data-phase', 'running');
    act(() => changeActivity(-1));
    // The route counts as changed one task after the last request; then the hide delay.
    wait(500);
    expect(bar()).toBeInTheDocument();
    wait(1);
    expect(bar()).not.toBeInTheDocument();
  });

  it('shows nothing for a route change that loads nothing', () => {
    const location = memoryLocation({ path: '/' });
    render(
      <Router hook={location.hook}>
        <SiteProgressBar />
      </Router>,
    );
    act(() => location.navigate('/mina-sidor'));
    wait(1000);
    expect(bar()).not.toBeInTheDocument();
  });
});
