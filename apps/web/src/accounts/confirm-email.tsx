import { operations, PAGES } from '@jamstalldhet/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../http/api-error';
import { useApi, useAuth } from '../site/services';
import { AccountPage } from './account-page';
import { MailLinkStatus } from './mail-link-status';
import { ResendVerification } from './resend-verification';
import { useFocusOnChange } from './use-focus-on-change';
import { useMailLinkCheck } from './use-mail-link-check';

type Confirmation = 'pending' | 'done' | 'invalid' | 'error';

const TITLES = {
  checking: 'Bekräfta din e-postadress',
  error: 'Bekräfta din e-postadress',
  invalid: 'Länken gäller inte längre',
  done: 'Din e-postadress är bekräftad',
} as const;

/**
 * A mailed verification link (`/anvandare/verifiera-epost/{token}`): the token is checked,
 * then confirmed once. A dead link is no error (SPEC §8 swallows the 404): the page says so and
 * offers a new mail.
 */
export function ConfirmEmail({ token }: { token: string }) {
  const api = useApi();
  const auth = useAuth();
  const link = useMailLinkCheck(operations.checkVerificationLink, token);
  const [confirmation, setConfirmation] = useState<Confirmation>('pending');
  const [attempt, setAttempt] = useState(0);
  // The link is single-use: however often effects run (StrictMode), confirm once per attempt.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    const key = `${token} ${attempt}`;
    if (link.state !== 'valid' || sent.current === key) {
      return;
    }
    sent.current = key;
    api.call(operations.confirmEmail, { body: { token } }).then(
      () => setConfirmation('done'),
      (error: unknown) =>
        setConfirmation(error instanceof ApiError && error.statusCode === 400 ? 'invalid' : 'error'),
    );
  }, [api, link.state, token, attempt]);

  // The user may still be loading when the address is confirmed, with the old answer on its
  // way: refresh once both are done, so the header's verify bar goes away.
  const refreshed = useRef(false);
  useEffect(() => {
    if (confirmation === 'done' && auth.status === 'authenticated' && !refreshed.current) {
      refreshed.current = true;
      void auth.refreshUser();
    }
  }, [confirmation, auth]);

  const phase = link.state !== 'valid' ? link.state : confirmation === 'pending' ? 'checking' : confirmation;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, phase);

  function retry() {
    if (link.state === 'error') {
      link.retry();
      return;
    }
    setConfirmation('pending');
    setAttempt((count) => count + 1);
  }

  return (
    <AccountPage title={TITLES[phase]} documentTitle={PAGES.verifyEmail.title} headingRef={headingRef}>
      <MailLinkStatus
        state={phase === 'done' ? 'valid' : phase}
        onRetry={retry}
        invalid={
          <>
            <p>Länken har redan använts, har ersatts av en nyare länk eller har slutat gälla.</p>
            <ResendVerification />
          </>
        }
      />
      {phase === 'done' && <p role="status">Tack! Din e-postadress är nu bekräftad.</p>}
    </AccountPage>
  );
}
