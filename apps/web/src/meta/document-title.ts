import { pageTitle, type TitleStep } from '@jamstalldhet/blocks/engine';

/** What a document title is made of. */
export interface DocumentTitleParts {
  /** The page's own title; left out on the start page, whose title is the site name alone. */
  title?: string | undefined;
  /** Where in a course the page is, for ' Kapitel 2', ' - Tack' and the like (SPEC §2). */
  step?: TitleStep | undefined;
  /** The site's name, added after the page's title (`settings.share.site_name`). */
  siteName?: string | undefined;
}

/**
 * The text of `<title>`: `<page title> | <site name>`, or the site name alone on the start
 * page. Course steps get their suffix from the engine's `pageTitle`, so the course pages and
 * the content pages name themselves by one rule.
 *
 * @example
 * documentTitle({ title: 'Mina sidor', siteName: 'Webbutbildningar' }); // 'Mina sidor | Webbutbildningar'
 * documentTitle({ siteName: 'Webbutbildningar' }); // 'Webbutbildningar'
 */
export function documentTitle({ title, step, siteName }: DocumentTitleParts): string {
  const base = title?.trim() ?? '';
  const site = siteName?.trim() ?? '';
  if (base === '') {
    return site;
  }
  const own = pageTitle(base, step);
  return site === '' ? own : `${own} | ${site}`;
}
