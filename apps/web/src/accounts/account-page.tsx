import type { ReactNode, Ref } from 'react';
import { useDocumentMeta } from '../meta';
import './account-page.css';

export interface AccountPageProps {
  /** The page's h1, also the document title unless `documentTitle` is given. */
  title: string;
  /** The browser tab's title. @default title */
  documentTitle?: string;
  /** A ref to the h1, for pages that move focus to it when their state changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** The frame of every account page: a narrow column with the page's heading and title. */
export function AccountPage({ title, documentTitle, headingRef, children }: AccountPageProps) {
  useDocumentMeta({ title: documentTitle ?? title });
  return (
    <div className="web-account-page">
      <h1 ref={headingRef} className="web-account-page__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
