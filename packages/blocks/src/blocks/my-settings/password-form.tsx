import { PASSWORD_MIN_LENGTH, type PasswordChange } from '@jamstalldhet/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { formatLabel, useLabels } from '../../i18n/labels';
import { FormField } from '../../parts/form-field';
import { Heading } from '../../render/heading';
import { useFocusAfterRender } from './focus-field';
import { type MySettingsLabels, mySettingsLabels } from './my-settings-labels';
import { formServerError } from './server-error';

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
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useFocusAfterRender(formRef);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const idOf = (field: PasswordField) => `${baseId}-${field}`;

  function change(field: PasswordField, value: string) {
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
    const found = validatePasswordChange(values, t);
    setErrors(found);
    setFormError(null);
    const firstInvalid = PASSWORD_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setStatus('idle');
      focusField(idOf(firstInvalid));
      return;
    }
    setStatus('saving');
    try {
      await changePassword({ current_password: values.current_password, new_password: values.new_password });
      setValues(EMPTY);
      setStatus('saved');
    } catch (error) {
      setStatus('idle');
      const sorted = formServerError(error, PASSWORD_FIELDS);
      if (sorted.kind === 'field') {
        setErrors({ [sorted.field]: sorted.message ?? t['mySettings.password.fieldRejected'] });
        focusField(idOf(sorted.field));
      } else {
        setFormError(
          sorted.kind === 'session' ? t['mySettings.sessionEnded'] : t['mySettings.password.failed'],
        );
      }
    }
  }

  return (
    <section className="jb-my-settings__section" aria-labelledby={`${baseId}-title`}>
      <Heading offset={headingOffset} id={`${baseId}-title`} className="jb-my-settings__heading">
        {t['mySettings.password.title']}
      </Heading>
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={status === 'saving' || undefined}>
        {username && (
          <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
        )}
        <FormField
          label={t['mySettings.password.current']}
          inputId={idOf('current_password')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={values.current_password}
          error={errors.current_password}
          onChange={(event) => change('current_password', event.currentTarget.value)}
        />
        <FormField
          label={t['mySettings.password.new']}
          hint={formatLabel(t['mySettings.password.rule'], { min: PASSWORD_MIN_LENGTH })}
          inputId={idOf('new_password')}
          name="new_password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          value={values.new_password}
          error={errors.new_password}
          onChange={(event) => change('new_password', event.currentTarget.value)}
        />
        <FormField
          label={t['mySettings.password.repeat']}
          inputId={idOf('repeat_password')}
          name="repeat_password"
          type="password"
          autoComplete="new-password"
          required
          value={values.repeat_password}
          error={errors.repeat_password}
          onChange={(event) => change('repeat_password', event.currentTarget.value)}
        />
        {formError && (
          <p role="alert" className="jb-alert jb-my-settings__alert" data-tone="error">
            {formError}
          </p>
        )}
        <button type="submit" className="jb-button">
          {t['mySettings.password.submit']}
        </button>
        <p role="status" className="jb-my-settings__status" data-state={status}>
          {status === 'saving' && t['mySettings.password.saving']}
          {status === 'saved' && t['mySettings.password.saved']}
        </p>
      </form>
    </section>
  );
}
