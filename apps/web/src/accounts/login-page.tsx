import { PAGES, pageUrl } from '@jamstalldhet/contract';
import { useLocation } from 'wouter';
import { useAuth } from '../site/services';
import { SiteLink } from '../site/site-link';
import { AccountPage } from './account-page';
import { AccountForm, EmailAddressField } from './form/account-form';
import { emailProblem, fieldMessages, requiredProblem } from './form/field-rules';
import { PasswordField } from './form/password-field';
import { retryWhenBusy } from './form/retry-when-busy';
import { useAccountForm } from './form/use-account-form';
import { pathAfterLogin, useNextParam, withNext } from './next-param';

export const REGISTER_PATH = pageUrl('register');
export const RESET_REQUEST_PATH = pageUrl('resetRequest');

/**
 * `/anvandare/login?next=` (SPEC §2, §4): e-mail and password. After login the user goes to
 * `next` if the engine finds it safe, else to the remembered path, else home. A wrong password
 * or too many attempts are summed up above the form, with focus moved there.
 */
export function LoginPage() {
  const { login } = useAuth();
  const [, navigate] = useLocation();
  const next = useNextParam();
  const form = useAccountForm({
    idPrefix: 'login',
    fields: ['email', 'password'],
    initialValues: { email: '', password: '' },
    validate: (values) => ({
      email: emailProblem(values.email),
      password: requiredProblem(values.password, fieldMessages.passwordMissing),
    }),
    send: async (values) => {
      // A full login queue answers 503 at once: try again after a short wait, as a class does.
      await retryWhenBusy(() => login(values.email.trim(), values.password));
      // Replaced, so Back does not lead to a login page the user no longer needs.
      navigate(pathAfterLogin(next), { replace: true });
    },
    failed: 'Det gick inte att logga in just nu. Försök igen om en stund.',
    // 'Fel e-postadress eller lösenord' is the API's answer whether or not the address exists.
    // 401: a wrong password; 403: an account an administrator has disabled (issue 14).
    showMessageFor: [401, 403],
  });

  return (
    <AccountPage title={PAGES.login.title}>
      <AccountForm
        form={form}
        errorTitle="Det gick inte att logga in"
        submit="Logga in"
        sending="Loggar in …"
      >
        <EmailAddressField {...form.textField('email')} autoComplete="username" />
        <PasswordField
          {...form.textField('password')}
          label="Lösenord"
          autoComplete="current-password"
          showRules={false}
          required
        />
      </AccountForm>
      <ul className="web-account-page__links">
        <li>
          <SiteLink href={RESET_REQUEST_PATH}>Glömt lösenordet?</SiteLink>
        </li>
        <li>
          Har du inget konto? <SiteLink href={withNext(REGISTER_PATH, next)}>Skapa konto</SiteLink>
        </li>
      </ul>
    </AccountPage>
  );
}
