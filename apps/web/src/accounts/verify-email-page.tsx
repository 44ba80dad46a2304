import { PAGES } from '@jamstalldhet/contract';
import { AccountPage } from './account-page';
import { ConfirmEmail } from './confirm-email';
import { ResendVerification } from './resend-verification';

/**
 * `/anvandare/verifiera-epost` and `/anvandare/verifiera-epost/{slug?}/{token}` (SPEC §2):
 * with a token the mailed link is confirmed; without one the page explains that a link was
 * mailed and how to get a new one.
 */
export function VerifyEmailPage({ token }: { token?: string | undefined }) {
  if (token) {
    return <ConfirmEmail token={token} />;
  }
  return (
    <AccountPage title="Bekräfta din e-postadress" documentTitle={PAGES.verifyEmail.title}>
      <p>
        Vi har skickat ett mejl med en länk till din e-postadress. Öppna länken för att bekräfta adressen.
        Länken gäller i 14 dagar och kan användas en gång. Hittar du inte mejlet, titta bland skräpposten.
      </p>
      <ResendVerification />
    </AccountPage>
  );
}
