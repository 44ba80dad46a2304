import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
});

describe('OfflineBanner', () => {
  it('says "You are offline" in a status region while the connection is lost', () => {
    render(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    setOnline(false);
    expect(status).toHaveTextContent('You are offline');

    setOnline(true);
    expect(status).toBeEmptyDOMElement();
  });

  it('shows at once when the page opens offline', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    render(<OfflineBanner />);
    expect(screen.getByText('You are offline')).toBeInTheDocument();
  });
});
