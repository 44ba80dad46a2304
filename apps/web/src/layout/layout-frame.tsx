import type { ReactNode } from 'react';
import { HydrationStep } from '../app/hydration-steps';
import { LoadingPage } from '../pages/loading-page';
import { useChunkReload } from './chunk-reload';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { MenuProvider } from './menus/menu-provider';
import { Overlay } from './menus/overlay';
import { OfflineBanner } from './offline-banner';
import { PageInteractive } from './page-interactive';
import { SiteProgressBar } from './progress-bar/site-progress-bar';
import { CONTENT_ID, SkipLinks } from './skip-links';
import './layout.css';

export interface LayoutFrameProps {
  children?: ReactNode;
  /** Whether the footer is shown (not inside an education). */
  footer: boolean;
}

/**
 * What every page with a header has: skip links first in the tab order, the offline banner,
 * the header, the overlay, `<main>` for the page (which brings its own `<h1>`) and maybe the
 * footer, all inside the menus' state.
 */
export function LayoutFrame({ children, footer }: LayoutFrameProps) {
  useChunkReload();
  return (
    <MenuProvider>
      <div className="web-layout">
        <SiteProgressBar />
        <SkipLinks />
        <OfflineBanner />
        <HydrationStep name="header">
          <Header />
        </HydrationStep>
        <Overlay />
        {/* tabIndex -1: the skip link and route changes can move focus here. */}
        <main id={CONTENT_ID} tabIndex={-1} className="web-layout__main">
          {/* The page and its interactive mark in one boundary: the mark waits for a lazy
              page's code too (layout/page-interactive.tsx). */}
          <HydrationStep name="page" fallback={<LoadingPage />}>
            {children}
            <PageInteractive />
          </HydrationStep>
        </main>
        {footer && (
          <HydrationStep name="footer">
            <Footer />
          </HydrationStep>
        )}
      </div>
    </MenuProvider>
  );
}
