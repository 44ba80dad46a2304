import { useEffect, useId, useRef, useState } from 'react';
import { useLabels } from '../../i18n/labels';
import { ConfirmDialog } from '../../parts/confirm-dialog';
import { Heading } from '../../render/heading';
import { mySettingsLabels } from './my-settings-labels';
import { formServerError } from './server-error';

/** 'Radera konto': what is deleted, and a button that asks before deleting. */
export function DeleteAccount({
  deleteAccount,
  headingOffset,
}: {
  deleteAccount: () => Promise<void>;
  headingOffset: number;
}) {
  const t = useLabels(mySettingsLabels);
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The button is gone once the account is deleted; focus moves to the message.
  useEffect(() => {
    if (state === 'done') {
      statusRef.current?.focus();
    }
  }, [state]);

  async function confirm() {
    setOpen(false);
    if (state !== 'idle') {
      return;
    }
    setState('pending');
    setError(null);
    try {
      await deleteAccount();
      setState('done');
    } catch (failure) {
      setState('idle');
      setError(
        formServerError(failure, []).kind === 'session'
          ? t['mySettings.sessionEnded']
          : t['mySettings.delete.failed'],
      );
    }
  }

  return (
    <section className="jb-my-settings__section" aria-labelledby={`${baseId}-title`}>
      <Heading offset={headingOffset} id={`${baseId}-title`} className="jb-my-settings__heading">
        {t['mySettings.delete.title']}
      </Heading>
      <p className="jb-my-settings__text">{t['mySettings.delete.text']}</p>
      {error && (
        <p role="alert" className="jb-alert jb-my-settings__alert" data-tone="error">
          {error}
        </p>
      )}
      {state !== 'done' && (
        <button
          type="button"
          className="jb-button"
          data-variant="danger"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t['mySettings.delete.button']}
        </button>
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
