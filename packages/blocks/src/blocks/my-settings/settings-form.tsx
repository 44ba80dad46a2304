import { type ReactNode, useId } from 'react';
import { Button } from '../../parts/button';
import { Heading } from '../../parts/heading';
import type { useSettingsForm } from './use-settings-form';

export interface SettingsFormProps {
  /** What the form needs of `useSettingsForm`: its ref, submit, status and form error. */
  form: Pick<ReturnType<typeof useSettingsForm>, 'formRef' | 'submit' | 'status' | 'formError'>;
  /** The section's heading. */
  title: string;
  /** How many levels the heading sits below the block's own. */
  headingOffset: number;
  /** The label of the submit button. */
  submit: string;
  /** Said while saving. */
  saving: string;
  /** Said once saved. */
  saved: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A section of `my-settings` with a form: its heading, the fields, an error for the whole
 * form, the submit button and a live status that says 'saving' and then 'saved'.
 *
 * @example
 * <SettingsForm form={form} title="Byt lösenord" headingOffset={0} submit="Byt lösenord" saving="Sparar …" saved="Sparat.">
 *   <FormField … />
 * </SettingsForm>
 */
export function SettingsForm({
  form,
  title,
  headingOffset,
  submit,
  saving,
  saved,
  children,
}: SettingsFormProps) {
  const titleId = useId();
  const { formRef, status, formError } = form;
  return (
    <section className="jb-my-settings__section" aria-labelledby={titleId}>
      <Heading offset={headingOffset} id={titleId} className="jb-my-settings__heading">
        {title}
      </Heading>
      <form ref={formRef} noValidate onSubmit={form.submit} aria-busy={status === 'saving' || undefined}>
        {children}
        {formError && (
          <p role="alert" className="jb-alert jb-my-settings__alert" data-tone="error">
            {formError}
          </p>
        )}
        <Button type="submit">{submit}</Button>
        <p role="status" className="jb-my-settings__status" data-state={status}>
          {status === 'saving' && saving}
          {status === 'saved' && saved}
        </p>
      </form>
    </section>
  );
}
