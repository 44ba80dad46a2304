import type { ProfileUpdate, User } from '@jamstalldhet/contract';
import { useMemo, useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { sortByName } from '../../engine/formatting/filters';
import { isValidEmail } from '../../engine/formatting/validation';
import { useLabels } from '../../i18n/labels';
import { EmailField, FormField } from '../../parts/form-field';
import { SelectField } from '../../parts/select-field';
import { type MySettingsLabels, mySettingsLabels } from './my-settings-labels';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';

const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'current_password',
  'organization',
  'work_title',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
type ProfileValues = Record<ProfileField, string>;
type ProfileErrors = Partial<Record<ProfileField, string>>;

/** A term id the user object may carry, as a number or as a term; '' when there is none. */
function termValue(value: unknown): string {
  if (typeof value === 'number') {
    return String(value);
  }
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number') {
    return String((value as { id: number }).id);
  }
  return '';
}

function initialValues(user: User): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name ?? '',
    email: user.email ?? '',
    current_password: '',
    organization: termValue(user.organization),
    work_title: termValue(user.work_title),
  };
}

/** Whether the address typed is another than the account's (the server compares in lower case). */
export function changesEmail(typed: string, saved: string): boolean {
  return typed.trim().toLowerCase() !== saved.trim().toLowerCase();
}

/**
 * The errors of the profile form before it is sent: names are required, the address checked,
 * and a new address needs the current password (`savedEmail` is the account's address).
 */
export function validateProfile(
  values: ProfileValues,
  t: MySettingsLabels,
  savedEmail: string,
): ProfileErrors {
  const errors: ProfileErrors = {};
  if (values.first_name.trim() === '') {
    errors.first_name = t['mySettings.profile.firstNameMissing'];
  }
  if (values.last_name.trim() === '') {
    errors.last_name = t['mySettings.profile.lastNameMissing'];
  }
  const email = values.email.trim();
  if (email === '') {
    errors.email = t['mySettings.profile.emailMissing'];
  } else if (!isValidEmail(email)) {
    errors.email = t['mySettings.profile.emailInvalid'];
  }
  if (changesEmail(values.email, savedEmail) && values.current_password === '') {
    errors.current_password = t['mySettings.profile.currentPasswordMissing'];
  }
  return errors;
}

function toProfileUpdate(
  values: ProfileValues,
  withTerms: { organization: boolean; workTitle: boolean },
  savedEmail: string,
) {
  const update: ProfileUpdate = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
  };
  // The password goes along only when it is needed: for a new address.
  if (changesEmail(values.email, savedEmail)) {
    update.current_password = values.current_password;
  }
  if (withTerms.organization) {
    update.organization = values.organization === '' ? null : Number(values.organization);
  }
  if (withTerms.workTitle) {
    update.work_title = values.work_title === '' ? null : Number(values.work_title);
  }
  return update;
}

/**
 * 'Dina uppgifter': name, e-mail address, organisation and work title. A new e-mail address
 * asks for the current password in a field shown under it.
 */
export function ProfileForm({
  user,
  updateProfile,
  headingOffset,
}: {
  user: User;
  updateProfile: (profile: ProfileUpdate) => Promise<void>;
  headingOffset: number;
}) {
  const { settings } = useBlocks();
  const t = useLabels(mySettingsLabels);
  const organizations = useMemo(
    () => sortByName(settings?.taxonomies.user_organization ?? []),
    [settings?.taxonomies.user_organization],
  );
  const workTitles = useMemo(
    () => sortByName(settings?.taxonomies.user_work_title ?? []),
    [settings?.taxonomies.user_work_title],
  );
  // The account's address as last saved here: the host may not refresh `user` after a save.
  const [savedEmail, setSavedEmail] = useState(user.email ?? '');
  const form = useSettingsForm({
    fields: PROFILE_FIELDS,
    initialValues: () => initialValues(user),
    validate: (profile) => validateProfile(profile, t, savedEmail),
    save: async (profile) => {
      await updateProfile(
        toProfileUpdate(
          profile,
          { organization: organizations.length > 0, workTitle: workTitles.length > 0 },
          savedEmail,
        ),
      );
      setSavedEmail(profile.email.trim());
    },
    // A password is not kept in the page once it has been used.
    valuesAfterSave: (sent) => ({ ...sent, current_password: '' }),
    fieldRejected: t['mySettings.profile.fieldRejected'],
    failed: t['mySettings.profile.failed'],
  });
  const { values, fieldProps } = form;

  return (
    <SettingsForm
      form={form}
      title={t['mySettings.profile.title']}
      headingOffset={headingOffset}
      submit={t['mySettings.profile.submit']}
      saving={t['mySettings.profile.saving']}
      saved={t['mySettings.profile.saved']}
    >
      <FormField
        label={t['mySettings.profile.firstName']}
        {...fieldProps('first_name')}
        autoComplete="given-name"
        required
      />
      <FormField
        label={t['mySettings.profile.lastName']}
        {...fieldProps('last_name')}
        autoComplete="family-name"
        required
      />
      <EmailField label={t['mySettings.profile.email']} {...fieldProps('email')} required />
      {changesEmail(values.email, savedEmail) && (
        <FormField
          label={t['mySettings.profile.currentPassword']}
          hint={t['mySettings.profile.currentPasswordHint']}
          {...fieldProps('current_password')}
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      {organizations.length > 0 && (
        <SelectField
          label={t['mySettings.profile.organization']}
          {...fieldProps('organization')}
          autoComplete="organization"
          options={organizations}
          noneLabel={t['mySettings.profile.none']}
        />
      )}
      {workTitles.length > 0 && (
        <SelectField
          label={t['mySettings.profile.workTitle']}
          {...fieldProps('work_title')}
          autoComplete="organization-title"
          options={workTitles}
          noneLabel={t['mySettings.profile.none']}
        />
      )}
    </SettingsForm>
  );
}
