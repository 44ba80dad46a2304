import { useEffect } from 'react';

/**
 * Sets the browser tab's title for an account page (WCAG 2.4.2). Kept here until the site has
 * a shared meta helper; the title is put back when the page goes.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
