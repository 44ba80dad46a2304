import { operations, PAGES, pageUrl } from '@jamstalldhet/contract';
import { useRef, useState } from 'react';
import { useApi } from '../site/services';
import { SiteLink } from '../site/site-link';
import { AccountPage } from './account-page';
import { AccountForm, EmailAddressField } from './form/account-form';
import { emailProblem } from './form/field-rules';
import { useAccountForm } from './form/use-account-form';
import { useFocusOnChange } from './use-focus-on-change';

export const RESET_SENT_TEXT =
  'Om det finns ett konto med den e-postadressen har vi skickat ett mejl med en länk där du kan välja ett nytt lösenord. Länken gäller i en timme. Hittar du inte mejlet, titta bland skräpposten.';

/**
 * `/anvandare/aterstall-losenord`: asks for a reset link. The answer is always the same text,
 * so the page never tells whether an address has an account (the API does the same).
 */
export function ResetRequestPage() {
  const api = useApi();
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, sent);
  const form = useAccountForm({
    idPrefix: 'reset',
    fields: ['email'],
    initialValues: { email: '' },
    validate: (values) => ({ email: emailProblem(values.email) }),
    send: async (values) => {
      await api.call(operations.requestPasswordReset, { body: { email: values.email.trim() } });
      setSent(true);
    },
    failed: 'Det gick inte att skicka länken just nu. Försök igen om en stund.',
  });

  if (sent) {
    return (
      <AccountPage title="Kolla din e-post" documentTitle={PAGES.resetRequest.title} headingRef={headingRef}>
        <p>{RESET_SENT_TEXT}</p>
        <p>
          <SiteLink href={pageUrl('login')}>Till inloggningen</SiteLink>
        </p>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={PAGES.resetRequest.title} headingRef={headingRef}>
      <p>Skriv e-postadressen till ditt konto, så skickar vi en länk där du kan välja ett nytt lösenord.</p>
      <AccountForm
        form={form}
        errorTitle="Det gick inte att skicka länken"
        submit="Skicka länk"
        sending="Skickar …"
      >
        <EmailAddressField {...form.textField('email')} autoComplete="email" />
      </AccountForm>
    </AccountPage>
  );
}
