import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findMainNavigation, renderLayout, renderSite } from '../../test/render-layout';
import { BareLayout } from './bare-layout';
import { FooterlessLayout } from './footerless-layout';
import { useMenus } from './menus/menu-provider';

function CoursePage() {
  const { state, openEducationMenu } = useMenus();
  return (
    <>
      <h1>Kurs</h1>
      <button type="button" aria-expanded={state.educationMenu} onClick={openEducationMenu}>
        Kapitel
      </button>
      <p>{state.educationMenuVisible ? 'Menyn syns' : 'Menyn syns inte'}</p>
    </>
  );
}

/** A page whose code never comes: it waits as a lazy page does. */
const NEVER = new Promise<never>(() => {});
function WaitingPage(): never {
  throw NEVER;
}

describe('DefaultLayout', () => {
  it('has skip links, the header, a focusable main with the page, and the footer', async () => {
    renderLayout('/');
    await findMainNavigation();
    expect(screen.getByRole('link', { name: 'Gå direkt till innehåll' })).toHaveAttribute(
      'href',
      '#innehall',
    );
    expect(screen.getByRole('link', { name: 'Gå direkt till menyn' })).toHaveAttribute('href', '#meny');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'innehall');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Testsida' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('says “Laddar …” in main while a page waits for its code', async () => {
    renderLayout('/', <WaitingPage />);
    await findMainNavigation();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Laddar …');
  });
});

describe('FooterlessLayout', () => {
  it('has the header and the skip links but no footer', async () => {
    renderSite(
      '/jamstalldhet-i-skolan/1/1/1',
      <FooterlessLayout>
        <h1>Kurs</h1>
      </FooterlessLayout>,
    );
    await findMainNavigation();
    expect(screen.getByRole('link', { name: 'Gå direkt till innehåll' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'innehall');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('gives course pages the education menu: overlay at once, visible after 100 ms, closed by the overlay', async () => {
    const user = userEvent.setup();
    renderSite(
      '/jamstalldhet-i-skolan/1/1/1',
      <FooterlessLayout>
        <CoursePage />
      </FooterlessLayout>,
    );
    await findMainNavigation();
    vi.useFakeTimers();
    try {
      act(() => screen.getByRole('button', { name: 'Kapitel' }).click());
      expect(screen.getByTestId('overlay')).toBeInTheDocument();
      expect(screen.getByText('Menyn syns inte')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByText('Menyn syns')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    await user.click(screen.getByTestId('overlay'));
    expect(screen.getByRole('button', { name: 'Kapitel' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('overlay')).not.toBeInTheDocument();
  });
});

describe('BareLayout', () => {
  it('is only main, for the preview', async () => {
    renderSite(
      '/preview',
      <BareLayout>
        <h1>Förhandsvisning</h1>
      </BareLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'innehall');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
