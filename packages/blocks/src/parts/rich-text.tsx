import type { HTMLAttributes } from 'react';
import { tokenList } from '../engine/formatting/token-list';
import { renderedHtml } from './rendered-html';

/** Editor HTML from content, always sanitized before it reaches the DOM. */
export function RichText({
  html,
  className,
  ...rest
}: { html: string | undefined } & HTMLAttributes<HTMLDivElement>) {
  if (!html) {
    return null;
  }
  return (
    <div
      className={tokenList('jb-rich-text', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by renderedHtml (or by the host's API)
      dangerouslySetInnerHTML={{ __html: renderedHtml(html) }}
      {...rest}
    />
  );
}
