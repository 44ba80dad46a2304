import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { RouterLink } from './router';

/** A link of the player: the host's link component (`BlocksProvider linkComponent`), else the router's. */
export const CourseLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function CourseLink(props, ref) {
  const Link = useBlocks().linkComponent ?? RouterLink;
  return <Link ref={ref} {...props} />;
});
