// Test support: the whole site (real providers, demo API) with a layout of src/layout/ around
// a stub page. Only test files import it.
import { COOKIE_SETTINGS_NAME } from '@jamstalldhet/contract';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { writeCookie } from '../src/http/cookies';
import { DefaultLayout } from '../src/layout/default-layout';
import { renderApp } from './render-app';

export const SLOW = { timeout: 10_000 };

/**
 * Renders the site's providers at a path around `children` instead of the routes. A cookie
 * choice is saved first, so the cookie popup does not cover the layout under test.
 */
export function renderSite(path: string, children: ReactNode) {
  writeCookie(COOKIE_SETTINGS_NAME, JSON.stringify({ approved: [] }));
  return renderApp(path, { children });
}

/** `renderSite` with `DefaultLayout` around `page` (an h1 by default). */
export function renderLayout(path: string, page: ReactNode = <h1>Testsida</h1>) {
  return renderSite(path, <DefaultLayout>{page}</DefaultLayout>);
}

/** The desktop main navigation, once the settings have come. */
export async function findMainNavigation(): Promise<HTMLElement> {
  const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
  await within(nav).findByRole('link', { name: 'Om webbutbildningarna' }, SLOW);
  return nav;
}
