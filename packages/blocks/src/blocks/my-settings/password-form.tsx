import { PASSWORD_MIN_LENGTH, type PasswordChange } from '@jamstalldhet/contract';
import { formatLabel, useLabels } from '../../i18n/labels';
import { FormField } from '../../parts/form-field';
import { type MySettingsLabels, mySettingsLabels } from './my-settings-labels';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';

const PASSWORD_FIELDS = ['current_password', 'new_password', 'repeat_password'] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];
type PasswordValues = Record<PasswordField, string>;
type PasswordErrors = Partial<Record<PasswordField, string>>;

const EMPTY: PasswordValues = { current_password: '', new_password: '', repeat_password: '' };

/** The errors of the password form before it is sent. */
export function validatePasswordChange(values: PasswordValues, t: MySettingsLabels): PasswordErrors {
  const errors: PasswordErrors = {};
  if (values.current_password === '') {
    errors.current_password = t['mySettings.password.currentMissing'];
  }
  if (values.new_password.length < PASSWORD_MIN_LENGTH) {
    errors.new_password = formatLabel(t['mySettings.password.tooShort'], { min: PASSWORD_MIN_LENGTH });
  }
  if (values.repeat_password === '') {
    errors.repeat_password = t['mySettings.password.repeatMissing'];
  } else if (values.repeat_password !== values.new_password) {
    errors.repeat_password = t['mySettings.password.mismatch'];
  }
  return errors;
}

/** 'Byt lösenord': the current password and the new one twice, with the rule shown first. */
export function PasswordForm({
  changePassword,
  username,
  headingOffset,
}: {
  changePassword: (change: PasswordChange) => Promise<void>;
  /** The user's e-mail address, so password managers know which account the password is for. */
  username: string | undefined;
  headingOffset: number;
}) {
  const t = useLabels(mySettingsLabels);
  const form = useSettingsForm({
    fields: PASSWORD_FIELDS,
    initialValues: () => EMPTY,
    validate: (passwords) => validatePasswordChange(passwords, t),
    save: (passwords) =>
      changePassword({ current_password: passwords.current_password, new_password: passwords.new_password }),
    // A password is not kept in the page once it has been changed.
    valuesAfterSave: () => EMPTY,
    fieldRejected: t['mySettings.password.fieldRejected'],
    failed: t['mySettings.password.failed'],
  });
  const { fieldProps } = form;
  // Each of the three is a required password field with its label.
  const passwordField = (name: PasswordField, label: 'current' | 'new' | 'repeat') => ({
    label: t[`mySettings.password.${label}`],
    ...fieldProps(name),
    type: 'password',
    required: true,
  });

  return (
    <SettingsForm
      form={form}
      title={t['mySettings.password.title']}
      headingOffset={headingOffset}
      submit={t['mySettings.password.submit']}
      saving={t['mySettings.password.saving']}
      saved={t['mySettings.password.saved']}
    >
      {username && (
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      )}
      <FormField {...passwordField('current_password', 'current')} autoComplete="current-password" />
      <FormField
        {...passwordField('new_password', 'new')}
        hint={formatLabel(t['mySettings.password.rule'], { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
      />
      <FormField {...passwordField('repeat_password', 'repeat')} autoComplete="new-password" />
    </SettingsForm>
  );
}
