import { loginPath } from '@jamstalldhet/blocks/engine';
import { ApiError } from '../../../http/api-error';
import { SiteLink } from '../../../site/site-link';
import { learnerPreviewPath } from './preview-path';

/** Why the API refused the draft, when it is who asks: nobody logged in (401), or neither editor nor administrator (403). */
export function refusalOf(error: unknown): 401 | 403 | null {
  if (error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403)) {
    return error.statusCode;
  }
  return null;
}

/**
 * What the learner preview says when the API will not give the draft to the one asking: that
 * the preview is for editors and administrators, and to a visitor not logged in a login link that comes
 * back to this preview. The return address is built from the course's number alone, a path on
 * this site, so the link cannot be made to lead anywhere else.
 */
export function PreviewRefused({ id, refusal }: { id: number; refusal: 401 | 403 }) {
  return (
    <>
      <h1>Förhandsgranskning som deltagare</h1>
      <div role="alert">
        <p>Förhandsgranskningen av utkast är till för redaktörer och administratörer.</p>
        {refusal === 401 ? (
          <p>
            Du är inte inloggad.{' '}
            <SiteLink href={loginPath(learnerPreviewPath(id))}>
              Logga in som redaktör eller administratör
            </SiteLink>{' '}
            för att se utkastet.
          </p>
        ) : (
          <p>
            Ditt konto har inte behörighet att se utkastet. Logga in med ett konto för redaktörer eller
            administratörer.
          </p>
        )}
      </div>
    </>
  );
}
