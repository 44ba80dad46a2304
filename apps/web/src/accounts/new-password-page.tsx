import { LOGIN_PATH } from '@jamstalldhet/blocks/engine';
import { operations, PAGES } from '@jamstalldhet/contract';
import { useRef, useState } from 'react';
import { ApiError } from '../http/api-error';
import { useApi, useAuth } from '../site/services';
import { SiteLink } from '../site/site-link';
import { AccountPage } from './account-page';
import { AccountForm } from './form/account-form';
import { newPasswordProblem } from './form/field-rules';
import { PasswordField } from './form/password-field';
import { useAccountForm } from './form/use-account-form';
import { RESET_REQUEST_PATH } from './login-page';
import { MailLinkStatus } from './mail-link-status';
import { useFocusOnChange } from './use-focus-on-change';
import { useMailLinkCheck } from './use-mail-link-check';

const TITLES = {
  checking: PAGES.newPassword.title,
  valid: PAGES.newPassword.title,
  error: PAGES.newPassword.title,
  invalid: 'Länken gäller inte längre',
  done: 'Ditt lösenord är bytt',
} as const;

/**
 * `/anvandare/aterstall-losenord/{slug?}/{token}`: the mailed link is checked first; a dead one
 * says so and offers a new one. A live one gives the new-password form; once saved, every
 * session of the account has ended (docs/api.md), so the page leads to the login.
 */
export function NewPasswordPage({ token }: { token: string }) {
  const api = useApi();
  const auth = useAuth();
  const link = useMailLinkCheck(operations.checkPasswordResetLink, token);
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(null);
  const phase = outcome ?? link.state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, phase);
  const form = useAccountForm({
    idPrefix: 'new-password',
    fields: ['password'],
    initialValues: { password: '' },
    validate: (values) => ({ password: newPasswordProblem(values.password) }),
    send: async (values) => {
      try {
        await api.call(operations.setNewPassword, { body: { token, password: values.password } });
      } catch (error) {
        // The link died while the form was open (used in another tab, or expired).
        if (error instanceof ApiError && error.field === 'token') {
          setOutcome('invalid');
          return;
        }
        throw error;
      }
      setOutcome('done');
      if (auth.status === 'authenticated') {
        // This browser's session was revoked with all the others; forget it here too.
        await auth.logout().catch(() => {});
      }
    },
    failed: 'Det gick inte att spara lösenordet just nu. Försök igen om en stund.',
  });

  return (
    <AccountPage title={TITLES[phase]} documentTitle={PAGES.newPassword.title} headingRef={headingRef}>
      <MailLinkStatus
        state={phase === 'done' ? 'valid' : phase}
        onRetry={link.retry}
        invalid={
          <p>
            Länken har redan använts, har ersatts av en nyare länk eller har slutat gälla.{' '}
            <SiteLink href={RESET_REQUEST_PATH}>Be om en ny länk</SiteLink>.
          </p>
        }
      />
      {phase === 'done' && (
        <>
          <p>Ditt nya lösenord är sparat. Av säkerhetsskäl är du nu utloggad överallt.</p>
          <p>
            <SiteLink href={LOGIN_PATH}>Logga in med ditt nya lösenord</SiteLink>
          </p>
        </>
      )}
      {phase === 'valid' && (
        <AccountForm
          form={form}
          errorTitle="Lösenordet kunde inte sparas"
          submit="Spara lösenord"
          sending="Sparar …"
        >
          <PasswordField
            {...form.textField('password')}
            label="Nytt lösenord"
            autoComplete="new-password"
            required
          />
        </AccountForm>
      )}
    </AccountPage>
  );
}
