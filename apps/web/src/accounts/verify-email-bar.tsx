import { useEffect, useRef } from 'react';
import { useAuth } from '../site/services';
import { useResendVerification } from './use-resend-verification';
import './verify-email-bar.css';

export const VERIFY_EMAIL_REMINDER = 'Vänligen bekräfta din e-postadress inom 14 dagar';

/**
 * The e-mail verification bar of the header (SPEC §2, §4): shown to a logged-in user whose
 * address is not verified, with 'Skicka e-post igen'. Once sent, the button goes and
 * 'E-post skickat.' is announced; focus moves to it so it is not lost with the button.
 *
 * @example <VerifyEmailBar />
 */
export function VerifyEmailBar() {
  const { status, user } = useAuth();
  const resend = useResendVerification();
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (resend.state === 'sent') {
      messageRef.current?.focus();
    }
  }, [resend.state]);

  if (status !== 'authenticated' || !user || user.email_verified) {
    return null;
  }
  return (
    <div className="web-verify-email-bar" data-state={resend.state}>
      <p className="web-verify-email-bar__text">{VERIFY_EMAIL_REMINDER}</p>
      {resend.state !== 'sent' && (
        <button
          type="button"
          className="jb-link-button web-verify-email-bar__resend"
          aria-disabled={resend.state === 'sending' || undefined}
          onClick={() => void resend.send()}
        >
          Skicka e-post igen
        </button>
      )}
      {/* Always in the page, so what is put in it is announced. */}
      <p ref={messageRef} role="status" tabIndex={-1} className="web-verify-email-bar__message">
        {resend.message}
      </p>
    </div>
  );
}
