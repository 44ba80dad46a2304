import type { LinkComponent } from '@jamstalldhet/blocks';
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

/** Whether a link stays in this single-page site (a local path, not a file download). */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/');
}

/**
 * A link that navigates inside the site without reloading, and is a plain link otherwise.
 * Modified clicks (new tab, download) keep the browser's behaviour.
 */
export const SiteLink: LinkComponent = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function SiteLink({ href, onClick, target, ...rest }, ref) {
  const [, navigate] = useLocation();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (target !== undefined && target !== '_self') ||
      !isInternalPath(href)
    ) {
      return;
    }
    event.preventDefault();
    navigate(href);
  }
  return <a ref={ref} href={href} target={target} onClick={handleClick} {...rest} />;
});
