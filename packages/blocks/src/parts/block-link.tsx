import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useBlocks } from '../blocks-provider/blocks-context';
import { useLabels } from '../i18n/labels';
import { linkLabels } from './block-link-labels';

/**
 * A link through the host's link component. External links open in a new window and say so
 * to everyone, not only to screen readers (WCAG 3.2.5 advice).
 */
export function BlockLink({
  href,
  external = false,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; external?: boolean; children?: ReactNode }) {
  const { linkComponent: LinkComponent } = useBlocks();
  const t = useLabels(linkLabels);
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children} <span className="jb-link__new-window">{t['link.newWindow']}</span>
      </a>
    );
  }
  if (LinkComponent) {
    return (
      <LinkComponent href={href} {...rest}>
        {children}
      </LinkComponent>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
