import type { FooterColumn as FooterColumnData } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { FooterItem } from './footer-item';

export interface FooterColumnProps {
  column: FooterColumnData;
  /** Shown above the title (the logo in the first upper column). */
  before?: ReactNode;
}

/**
 * A footer column: its title as a heading, then a list of links (`link-list`) or the items one
 * after another (text, contact and other columns).
 */
export function FooterColumn({ column, before }: FooterColumnProps) {
  return (
    <div className="web-footer__column" data-type={column.type}>
      {before}
      {column.title && <h2 className="web-footer__title">{column.title}</h2>}
      {column.type === 'link-list' ? (
        <ul className="web-footer__list">
          {column.items.map((item, index) => (
            // Editors may repeat a text; the position tells items apart and never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static content
            <li key={index}>
              <FooterItem item={item} />
            </li>
          ))}
        </ul>
      ) : (
        column.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static content
          <div key={index} className="web-footer__item">
            <FooterItem item={item} />
          </div>
        ))
      )}
    </div>
  );
}
