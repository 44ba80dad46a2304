import { RichText } from '@jamstalldhet/blocks';
import type { FooterItem as FooterItemData } from '@jamstalldhet/contract';
import { useConsent } from '../../consent/consent-context';
import { labelInName } from '../parts/label-in-name';
import { SettingsLink } from '../parts/settings-link';

/** Whether an item is the editor's "Kakinställningar" link (SPEC §2 Footer). */
export function isCookieSettingsItem(item: FooterItemData): boolean {
  return (item.class ?? '').split(/\s+/).includes('cookie-settings');
}

/** A `tel:` address: the given one, or the digits of the text. */
export function phoneHref(item: FooterItemData): string {
  if (item.url?.startsWith('tel:')) {
    return item.url;
  }
  return `tel:${(item.url ?? item.text).replace(/[^\d+]/g, '')}`;
}

/** A `mailto:` address: the given one, or the text. */
export function emailHref(item: FooterItemData): string {
  if (item.url?.startsWith('mailto:')) {
    return item.url;
  }
  return `mailto:${(item.url ?? item.text).trim()}`;
}

/** One footer item by its type: link, text, html (sanitized), phone or e-mail. */
export function FooterItem({ item }: { item: FooterItemData }) {
  const { openSettings } = useConsent();
  switch (item.type) {
    case 'text':
      return <p className="web-footer__text">{item.text}</p>;
    case 'html':
      return <RichText html={item.text} className="web-footer__html" />;
    case 'phone':
    case 'email':
      return (
        <a
          href={item.type === 'phone' ? phoneHref(item) : emailHref(item)}
          className="web-footer__link"
          aria-label={labelInName(item.aria_label, item.text)}
        >
          {item.text}
        </a>
      );
    case 'link':
      // It changes a setting in place rather than going somewhere, so it is a button.
      if (isCookieSettingsItem(item)) {
        return (
          <button
            type="button"
            className="web-footer__link web-footer__button"
            aria-label={labelInName(item.aria_label, item.text)}
            onClick={openSettings}
          >
            {item.text}
          </button>
        );
      }
      return (
        <SettingsLink
          href={item.url ?? '/'}
          external={item.external}
          ariaLabel={item.aria_label}
          className="web-footer__link"
        >
          {item.text}
        </SettingsLink>
      );
    default:
      return item.type satisfies never;
  }
}
