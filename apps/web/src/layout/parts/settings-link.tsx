import { linkLabels, useLabels } from '@jamstalldhet/blocks';
import type { ReactNode } from 'react';
import { SiteLink } from '../../site/site-link';
import { labelInName } from './label-in-name';

export interface SettingsLinkProps {
  href: string;
  children: ReactNode;
  /** Opens in a new window, and says so. @default false */
  external?: boolean;
  /** The editor's name for screen readers (settings `aria_label`). */
  ariaLabel?: string | undefined;
  className?: string;
  /** Marks the link to the page shown. */
  current?: boolean;
}

// Editors often write the new-window hint into aria_label themselves; it is not said twice.
const MENTIONS_NEW_WINDOW = /nytt fönster/i;

/**
 * A link from the site settings (navigation, footer) or to the content editor. Internal paths
 * navigate inside the site; external links open a new window with `noopener noreferrer` and
 * tell screen readers so, also when the editor gave an aria_label.
 */
export function SettingsLink({
  href,
  children,
  external = false,
  ariaLabel,
  className,
  current,
}: SettingsLinkProps) {
  const newWindow = useLabels(linkLabels)['link.newWindow'];
  const named = typeof children === 'string' ? labelInName(ariaLabel, children) : ariaLabel;
  if (!external) {
    return (
      <SiteLink
        href={href}
        className={className}
        aria-label={named}
        aria-current={current ? 'page' : undefined}
      >
        {children}
      </SiteLink>
    );
  }
  const label = named && !MENTIONS_NEW_WINDOW.test(named) ? `${named} ${newWindow}` : named;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {children} <span className="jb-visually-hidden">{newWindow}</span>
      <NewWindowIcon />
    </a>
  );
}

/** The usual arrow-out-of-box sign, so sighted users also see the link leaves the site. */
function NewWindowIcon() {
  return (
    <svg
      className="web-new-window-icon"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
    </svg>
  );
}
