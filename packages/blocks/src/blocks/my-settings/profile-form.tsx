import type { ProfileUpdate, User } from '@jamstalldhet/contract';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useBlocks } from '../../context/blocks-context';
import { sortByName } from '../../engine/filters';
import { isValidEmail } from '../../engine/validation';
import { useLabels } from '../../i18n/labels';
import { FormField } from '../../parts/form-field';
import { SelectField } from '../../parts/select-field';
import { Heading } from '../../render/heading';
import { useFocusAfterRender } from './focus-field';
import { type MySettingsLabels, mySettingsLabels } from './my-settings-labels';
import { formServerError } from './server-error';

const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'organization', 'work_title'] as const;
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
    organization: termValue(user.organization),
    work_title: termValue(user.work_title),
  };
}

/** The errors of the profile form before it is sent: names are required, the address checked. */
export function validateProfile(values: ProfileValues, t: MySettingsLabels): ProfileErrors {
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
  return errors;
}

function toProfileUpdate(values: ProfileValues, withTerms: { organization: boolean; workTitle: boolean }) {
  const update: ProfileUpdate = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
  };
  if (withTerms.organization) {
    update.organization = values.organization === '' ? null : Number(values.organization);
  }
  if (withTerms.workTitle) {
    update.work_title = values.work_title === '' ? null : Number(values.work_title);
  }
  return update;
}

/** 'Dina uppgifter': name, e-mail address, organisation and work title. */
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
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useFocusAfterRender(formRef);
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const organizations = useMemo(
    () => sortByName(settings?.taxonomies.user_organization ?? []),
    [settings?.taxonomies.user_organization],
  );
  const workTitles = useMemo(
    () => sortByName(settings?.taxonomies.user_work_title ?? []),
    [settings?.taxonomies.user_work_title],
  );
  const idOf = (field: ProfileField) => `${baseId}-${field}`;

  function change(field: ProfileField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (status === 'saved') {
      setStatus('idle');
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'saving') {
      return;
    }
    const found = validateProfile(values, t);
    setErrors(found);
    setFormError(null);
    const firstInvalid = PROFILE_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setStatus('idle');
      focusField(idOf(firstInvalid));
      return;
    }
    setStatus('saving');
    try {
      await updateProfile(
        toProfileUpdate(values, { organization: organizations.length > 0, workTitle: workTitles.length > 0 }),
      );
      setStatus('saved');
    } catch (error) {
      setStatus('idle');
      const sorted = formServerError(error, PROFILE_FIELDS);
      if (sorted.kind === 'field') {
        setErrors({ [sorted.field]: sorted.message ?? t['mySettings.profile.fieldRejected'] });
        focusField(idOf(sorted.field));
      } else {
        setFormError(
          sorted.kind === 'session' ? t['mySettings.sessionEnded'] : t['mySettings.profile.failed'],
        );
      }
    }
  }

  return (
    <section className="jb-my-settings__section" aria-labelledby={`${baseId}-title`}>
      <Heading offset={headingOffset} id={`${baseId}-title`} className="jb-my-settings__heading">
        {t['mySettings.profile.title']}
      </Heading>
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={status === 'saving' || undefined}>
        <FormField
          label={t['mySettings.profile.firstName']}
          inputId={idOf('first_name')}
          name="first_name"
          autoComplete="given-name"
          required
          value={values.first_name}
          error={errors.first_name}
          onChange={(event) => change('first_name', event.currentTarget.value)}
        />
        <FormField
          label={t['mySettings.profile.lastName']}
          inputId={idOf('last_name')}
          name="last_name"
          autoComplete="family-name"
          required
          value={values.last_name}
          error={errors.last_name}
          onChange={(event) => change('last_name', event.currentTarget.value)}
        />
        <FormField
          label={t['mySettings.profile.email']}
          inputId={idOf('email')}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => change('email', event.currentTarget.value)}
        />
        {organizations.length > 0 && (
          <SelectField
            label={t['mySettings.profile.organization']}
            inputId={idOf('organization')}
            name="organization"
            autoComplete="organization"
            options={organizations}
            noneLabel={t['mySettings.profile.none']}
            value={values.organization}
            error={errors.organization}
            onChange={(event) => change('organization', event.currentTarget.value)}
          />
        )}
        {workTitles.length > 0 && (
          <SelectField
            label={t['mySettings.profile.workTitle']}
            inputId={idOf('work_title')}
            name="work_title"
            autoComplete="organization-title"
            options={workTitles}
            noneLabel={t['mySettings.profile.none']}
            value={values.work_title}
            error={errors.work_title}
            onChange={(event) => change('work_title', event.currentTarget.value)}
          />
        )}
        {formError && (
          <p role="alert" className="jb-alert jb-my-settings__alert" data-tone="error">
            {formError}
          </p>
        )}
        <button type="submit" className="jb-button">
          {t['mySettings.profile.submit']}
        </button>
        <p role="status" className="jb-my-settings__status" data-state={status}>
          {status === 'saving' && t['mySettings.profile.saving']}
          {status === 'saved' && t['mySettings.profile.saved']}
        </p>
      </form>
    </section>
  );
}
