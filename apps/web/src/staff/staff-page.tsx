import { pageUrl } from '@jamstalldhet/contract';
import type { ReactNode, Ref } from 'react';
import { useDocumentMeta } from '../meta';
import { type BreadcrumbLink, Breadcrumbs, HOME_CRUMB } from '../pages/breadcrumbs/breadcrumbs';
import './staff.css';

const MY_PAGES_CRUMB: BreadcrumbLink = { title: 'Mina sidor', href: pageUrl('myPages') };

export interface StaffPageProps {
  title: string;
  /** The crumbs between 'Mina sidor' and this page, e.g. the administration start. */
  trail?: readonly BreadcrumbLink[];
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** The frame of a staff page: breadcrumbs, the heading (also the tab's title), a wide column. */
export function StaffPage({ title, trail = [], headingRef, children }: StaffPageProps) {
  useDocumentMeta({ title });
  return (
    <div className="web-staff-page">
      <Breadcrumbs trail={[HOME_CRUMB, MY_PAGES_CRUMB, ...trail]} current={title} />
      <h1 ref={headingRef} className="web-staff-page__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
