import { Button } from '@jamstalldhet/blocks';
import { loginPath } from '@jamstalldhet/blocks/engine';
import { pageUrl } from '@jamstalldhet/contract';
import { useAuth } from '../site/services';
import { SiteLink } from '../site/site-link';
import { useResendVerification } from './use-resend-verification';

export const VERIFY_EMAIL_PATH = pageUrl('verifyEmail');

/**
 * How to get a new verification link, on the verify page: the resend button for a logged-in
 * user with an unverified address, a note for a verified one, and the login for a visitor
 * (only a logged-in user can ask for the mail, docs/api.md).
 */
export function ResendVerification() {
  const { status, user } = useAuth();
  const resend = useResendVerification();
  if (status === 'loading') {
    return null;
  }
  if (status === 'anonymous' || !user) {
    return (
      <p>
        Behöver du en ny länk? <SiteLink href={loginPath(VERIFY_EMAIL_PATH)}>Logga in</SiteLink>, så kan du få
        ett nytt mejl.
      </p>
    );
  }
  if (user.email_verified) {
    return <p>Din e-postadress är redan bekräftad.</p>;
  }
  return (
    <div className="web-account-page__actions">
      {resend.state !== 'sent' && (
        <Button
          variant="secondary"
          aria-disabled={resend.state === 'sending' || undefined}
          onClick={() => void resend.send()}
        >
          Skicka e-post igen
        </Button>
      )}
      <p role="status">{resend.message}</p>
    </div>
  );
}
