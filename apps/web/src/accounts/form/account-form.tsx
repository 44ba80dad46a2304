import { Button, ErrorSummary, FormField, type FormFieldProps } from '@jamstalldhet/blocks';
import type { ReactNode } from 'react';
import type { useAccountForm } from './use-account-form';

type AccountFormState = Pick<
  ReturnType<typeof useAccountForm>,
  'summary' | 'summaryRef' | 'submit' | 'sending'
>;

export interface AccountFormProps {
  form: AccountFormState;
  /** The error summary's heading ("Det gick inte att logga in"). */
  errorTitle: string;
  /** The submit button's text. */
  submit: string;
  /** Said while the form is sent ("Loggar in …"). */
  sending: string;
  children: ReactNode;
}

/**
 * The frame of an account form (log in, register, new password): the error summary above it,
 * the fields, the submit button and a status a screen reader hears while it is sent.
 */
export function AccountForm({ form, errorTitle, submit, sending, children }: AccountFormProps) {
  return (
    <>
      {form.summary && <ErrorSummary ref={form.summaryRef} title={errorTitle} items={form.summary} />}
      <form noValidate onSubmit={form.submit} aria-busy={form.sending || undefined}>
        {children}
        <Button type="submit">{submit}</Button>
        <p role="status" className="jb-visually-hidden">
          {form.sending ? sending : ''}
        </p>
      </form>
    </>
  );
}

/** The account's e-mail address: "E-postadress", required, no spelling check. */
export function EmailAddressField(
  props: Omit<FormFieldProps, 'label'> & { autoComplete: 'username' | 'email' },
) {
  return (
    <FormField {...props} label="E-postadress" type="email" inputMode="email" spellCheck={false} required />
  );
}
