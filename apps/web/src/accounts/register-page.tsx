import { FormField, SelectField } from '@jamstalldhet/blocks';
import { sortByName } from '@jamstalldhet/blocks/engine';
import { operations, PAGES } from '@jamstalldhet/contract';
import { useLocation } from 'wouter';
import { useSettings } from '../data/use-settings';
import { useApi, useAuth } from '../site/services';
import { AccountPage } from './account-page';
import { AccountForm, EmailAddressField } from './form/account-form';
import { CheckboxField } from './form/checkbox-field';
import { emailProblem, fieldMessages, newPasswordProblem, requiredProblem } from './form/field-rules';
import { PasswordField } from './form/password-field';
import { useAccountForm } from './form/use-account-form';
import { pathAfterLogin, useNextParam } from './next-param';

export const PRIVACY_POLICY_PATH = '/integritetspolicy';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  organization: '',
  work_title: '',
  accept_terms: false as boolean,
};
type RegisterValues = typeof EMPTY;

function validateRegistration(values: RegisterValues) {
  return {
    first_name: requiredProblem(values.first_name, fieldMessages.firstNameMissing),
    last_name: requiredProblem(values.last_name, fieldMessages.lastNameMissing),
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
    accept_terms: values.accept_terms ? undefined : fieldMessages.termsMissing,
  };
}

/** An optional taxonomy id for the API: the chosen term's number, or left out. */
function termId(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/**
 * `/anvandare/registrera` (SPEC §2): a new account. The API answers with a token, so the user
 * is logged in at once and goes on as after a login; the address is verified later by mail.
 */
export function RegisterPage() {
  const api = useApi();
  const { acceptToken } = useAuth();
  const { settings } = useSettings();
  const [, navigate] = useLocation();
  const next = useNextParam();
  const form = useAccountForm({
    idPrefix: 'register',
    fields: ['first_name', 'last_name', 'email', 'password', 'organization', 'work_title', 'accept_terms'],
    initialValues: EMPTY,
    validate: validateRegistration,
    send: async (values) => {
      const { token } = await api.call(operations.register, {
        body: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          password: values.password,
          organization: termId(values.organization),
          work_title: termId(values.work_title),
          accept_terms: true,
        },
      });
      await acceptToken(token);
      navigate(pathAfterLogin(next), { replace: true });
    },
    failed: 'Det gick inte att skapa kontot just nu. Försök igen om en stund.',
  });
  // SPEC §5: organisation and work-title lists are sorted by name (in Swedish order).
  const organizations = sortByName(settings?.taxonomies.user_organization ?? []);
  const workTitles = sortByName(settings?.taxonomies.user_work_title ?? []);

  return (
    <AccountPage title={PAGES.register.title}>
      <AccountForm
        form={form}
        errorTitle="Det gick inte att skapa kontot"
        submit="Skapa konto"
        sending="Skapar kontot …"
      >
        <FormField {...form.textField('first_name')} label="Förnamn" autoComplete="given-name" required />
        <FormField {...form.textField('last_name')} label="Efternamn" autoComplete="family-name" required />
        <EmailAddressField {...form.textField('email')} autoComplete="email" />
        <PasswordField
          {...form.textField('password')}
          label="Lösenord"
          autoComplete="new-password"
          required
        />
        <SelectField
          {...form.textField('organization')}
          label="Organisation (valfritt)"
          noneLabel="Ingen vald"
          options={organizations}
        />
        <SelectField
          {...form.textField('work_title')}
          label="Yrkesroll (valfritt)"
          noneLabel="Ingen vald"
          options={workTitles}
        />
        <CheckboxField
          inputId={form.idOf('accept_terms')}
          name="accept_terms"
          checked={form.values.accept_terms}
          error={form.errorOf('accept_terms')}
          onChange={(event) => form.change('accept_terms', event.currentTarget.checked)}
          onBlur={() => form.leave('accept_terms')}
          required
          description={
            // A new tab, so that reading the policy does not throw away the filled-in form.
            <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
              Läs vår integritetspolicy (öppnas i ett nytt fönster)
            </a>
          }
          label="Jag godkänner att mina personuppgifter behandlas enligt integritetspolicyn."
        />
      </AccountForm>
    </AccountPage>
  );
}
