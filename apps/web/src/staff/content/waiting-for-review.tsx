import type { ContentEntry } from '@jamstalldhet/contract';
import { SiteLink } from '../../site/site-link';
import { momentOf } from '../format';
import { editorPath } from './content-paths';

/**
 * What editors sent for review (issue 36), oldest first, at the top of Innehåll for
 * administrators: each links to its editor, where "Publicera" and "Skicka tillbaka" are.
 */
export function WaitingForReview({ entries }: { entries: readonly ContentEntry[] }) {
  const waiting = entries
    .filter((entry) => entry.review?.state === 'pending')
    .sort((a, b) => (a.review?.at ?? 0) - (b.review?.at ?? 0));
  if (waiting.length === 0) {
    return null;
  }
  return (
    <section className="web-content-waiting" aria-labelledby="content-waiting-heading">
      <h2 id="content-waiting-heading">Väntar på granskning ({waiting.length})</h2>
      <ul>
        {waiting.map((entry) => (
          <li key={`${entry.kind}-${entry.id}`}>
            <SiteLink href={editorPath(entry.kind, entry.id)}>{entry.title || `/${entry.slug}`}</SiteLink>
            {entry.review && (
              <>
                {' '}
                – skickad av {entry.review.by ?? 'en borttagen användare'} {momentOf(entry.review.at)}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
