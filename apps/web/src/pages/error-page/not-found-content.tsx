import { useSettings } from '../../data/use-settings';
import { useDocumentMeta } from '../../meta/use-document-meta';
import { SiteLink } from '../../site/site-link';
import { NOT_FOUND_TITLE, TO_START_PAGE } from './error-texts';
import './error-page.css';

/**
 * What a missing page shows, at the address that was asked for (SPEC §2): the title
 * 'Sidan kunde inte hittas', a way to tell the education team, and a way home.
 */
export function NotFoundContent() {
  const { settings } = useSettings();
  const email = settings?.contact_email;
  // The address stays; search engines are told not to keep it, as a 404 status would.
  useDocumentMeta({ title: NOT_FOUND_TITLE, description: NOT_FOUND_TITLE, noindex: true });

  return (
    <article className="web-error-page" data-status="404">
      <h1 className="web-error-page__title">{NOT_FOUND_TITLE}</h1>
      <p>Sidan som du försökte nå kunde inte hittas. Den kan ha flyttats eller tagits bort.</p>
      {email && (
        <p>
          Tror du att något är fel? Skicka e-post till utbildningsteamet på{' '}
          <a href={`mailto:${email}`}>{email}</a>.
        </p>
      )}
      <p className="web-error-page__actions">
        <SiteLink className="jb-button" href="/">
          {TO_START_PAGE}
        </SiteLink>
      </p>
    </article>
  );
}
