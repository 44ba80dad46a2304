import type { AccountDelete } from '@jamstalldhet/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useLabels } from '../../i18n/labels';
import { Button } from '../../parts/button';
import { ConfirmDialog } from '../../parts/confirm-dialog';
import { FormField } from '../../parts/form-field';
import { Heading } from '../../parts/heading';
import { useFocusAfterRender } from './focus-field';
import { mySettingsLabels } from './my-settings-labels';
import { formServerError } from './server-error';

/**
 * 'Radera konto': what is deleted, the account's password (asked for again, so a session left
 * open cannot delete the account), and a button that asks before deleting.
 */
export function DeleteAccount({
  deleteAccount,
  username,
  headingOffset,
}: {
  deleteAccount: (request: AccountDelete) => Promise<void>;
  /** The user's e-mail address, so password managers know which account the password is for. */
  username: string | undefined;
  headingOffset: number;
}) {
  const t = useLabels(mySettingsLabels);
  const baseId = useId();
  const passwordId = `${baseId}-password`;
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useFocusAfterRender(formRef);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The button is gone once the account is deleted; focus moves to the message.
  useEffect(() => {
    if (state === 'done') {
      statusRef.current?.focus();
    }
  }, [state]);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (password === '') {
      setPasswordError(t['mySettings.delete.passwordMissing']);
      focusField(passwordId);
      return;
    }
    setPasswordError(null);
    setOpen(true);
  }

  async function confirm() {
    setOpen(false);
    if (state !== 'idle') {
      return;
    }
    setState('pending');
    setError(null);
    try {
      await deleteAccount({ current_password: password });
      setPassword('');
      setState('done');
    } catch (failure) {
      setState('idle');
      const sorted = formServerError(failure, ['current_password']);
      if (sorted.kind === 'field') {
        setPasswordError(sorted.message ?? t['mySettings.delete.passwordRejected']);
        focusField(passwordId);
      } else {
        setError(
          sorted.kind === 'session'
            ? t['mySettings.sessionEnded']
            : (sorted.message ?? t['mySettings.delete.failed']),
        );
      }
    }
  }

  return (
    <section className="jb-my-settings__section" aria-labelledby={`${baseId}-title`}>
      <Heading offset={headingOffset} id={`${baseId}-title`} className="jb-my-settings__heading">
        {t['mySettings.delete.title']}
      </Heading>
      <p className="jb-my-settings__text">{t['mySettings.delete.text']}</p>
      {state !== 'done' && (
        <form ref={formRef} noValidate onSubmit={ask} aria-busy={state === 'pending' || undefined}>
          {username && (
            <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
          )}
          <FormField
            label={t['mySettings.delete.password']}
            hint={t['mySettings.delete.passwordHint']}
            inputId={passwordId}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={passwordError ?? undefined}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {error && (
            <p role="alert" className="jb-alert jb-my-settings__alert" data-tone="error">
              {error}
            </p>
          )}
          <Button type="submit" variant="danger" aria-haspopup="dialog">
            {t['mySettings.delete.button']}
          </Button>
        </form>
      )}
      <p ref={statusRef} role="status" tabIndex={-1} className="jb-my-settings__status" data-state={state}>
        {state === 'pending' && t['mySettings.delete.pending']}
        {state === 'done' && t['mySettings.delete.done']}
      </p>
      <ConfirmDialog
        open={open}
        destructive
        title={t['mySettings.delete.confirmTitle']}
        confirmLabel={t['mySettings.delete.confirm']}
        cancelLabel={t['mySettings.delete.cancel']}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        <p>{t['mySettings.delete.confirmText']}</p>
      </ConfirmDialog>
    </section>
  );
}
