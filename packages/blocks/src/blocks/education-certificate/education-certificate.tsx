import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { normalizeError } from '../../engine/formatting/errors';
import { tokenList } from '../../engine/formatting/token-list';
import { educationKey } from '../../engine/learner/education';
import { formatLabel, useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Button } from '../../parts/button';
import { EmailField, FormField } from '../../parts/form-field';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import {
  CERTIFICATE_FIELDS,
  type CertificateField,
  type CertificateFormValues,
  certificateFormErrors,
} from './certificate-form-errors';
import { educationCertificateLabels } from './education-certificate-labels';

type SendState =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; email: string }
  | { status: 'error'; message: string };

/**
 * A form to have the certificate sent by e-mail after a passed course: full name and e-mail
 * address, checked on submit, then `api.requestCertificate` with the completion token from
 * `useBlocks().certificateToken`. Without a token or the call, it says when a certificate
 * can be had.
 *
 * @example
 * <BlocksProvider education={education} certificateToken={token} api={api}>
 *   <EducationCertificate block={block} />
 * </BlocksProvider>
 */
export function EducationCertificate({ block, className, ...rest }: BlockProps) {
  const t = useLabels(educationCertificateLabels);
  const { api, education, certificateToken } = useBlocks();
  const [values, setValues] = useState<CertificateFormValues>({ fullname: '', email: '' });
  const [errors, setErrors] = useState<ReturnType<typeof certificateFormErrors>>({});
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const baseId = useId();
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const sentMessage = useRef<HTMLParagraphElement>(null);
  const inputId = (field: CertificateField) => `${baseId}-${field}`;

  // Focus goes to the first refused field once its error is in the page, so it is read out too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused submit
  useEffect(() => {
    const first = CERTIFICATE_FIELDS.find((field) => errors[field]);
    if (invalidSubmits > 0 && first) {
      form.current?.querySelector<HTMLInputElement>(`#${CSS.escape(inputId(first))}`)?.focus();
    }
  }, [invalidSubmits]);

  // The form is gone once sent, and the disabled button has lost focus while sending:
  // focus goes to the confirmation, or back to the button to try again.
  useEffect(() => {
    if (send.status === 'sent') {
      sentMessage.current?.focus();
    } else if (send.status === 'error') {
      submitButton.current?.focus();
    }
  }, [send.status]);

  const requestCertificate = api?.requestCertificate?.bind(api);
  const rootClass = tokenList('jb-education-certificate', className);
  const intro = (
    <>
      {block.title && <Heading className="jb-education-certificate__title">{block.title}</Heading>}
      <RichText className="jb-education-certificate__text" html={block.html} />
    </>
  );

  if (!requestCertificate || !certificateToken || !education) {
    return (
      <div className={rootClass} data-state="unavailable" {...rest}>
        {intro}
        <p className="jb-education-certificate__unavailable">{t['certificateForm.unavailable']}</p>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!requestCertificate || !certificateToken || !education || send.status === 'sending') {
      return;
    }
    const found = certificateFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setInvalidSubmits((count) => count + 1);
      return;
    }
    const request = { token: certificateToken, fullname: values.fullname.trim(), email: values.email.trim() };
    setSend({ status: 'sending' });
    try {
      await requestCertificate(educationKey(education), request);
      setSend({ status: 'sent', email: request.email });
    } catch (error) {
      setSend({ status: 'error', message: normalizeError(error).message });
    }
  }

  function errorText(field: CertificateField) {
    const error = errors[field];
    if (!error) {
      return undefined;
    }
    const message =
      field === 'fullname'
        ? t['certificateForm.fullnameMissing']
        : error === 'missing'
          ? t['certificateForm.emailMissing']
          : t['certificateForm.emailInvalid'];
    return `${t['certificateForm.errorPrefix']} ${message}`;
  }

  const sending = send.status === 'sending';

  return (
    <div className={rootClass} data-state={send.status} {...rest}>
      {intro}
      {send.status !== 'sent' && (
        <form ref={form} className="jb-education-certificate__form" noValidate onSubmit={submit}>
          <p className="jb-education-certificate__required">{t['certificateForm.required']}</p>
          <FormField
            inputId={inputId('fullname')}
            label={t['certificateForm.fullname']}
            name="fullname"
            autoComplete="name"
            required
            value={values.fullname}
            error={errorText('fullname')}
            onChange={(event) => setValues({ ...values, fullname: event.currentTarget.value })}
          />
          <EmailField
            inputId={inputId('email')}
            label={t['certificateForm.email']}
            name="email"
            required
            value={values.email}
            error={errorText('email')}
            onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
          />
          {send.status === 'error' && (
            <p role="alert" className="jb-alert jb-education-certificate__error" data-tone="error">
              {formatLabel(t['certificateForm.error'], { message: send.message })}
            </p>
          )}
          <Button ref={submitButton} type="submit" disabled={sending}>
            {t['certificateForm.submit']}
          </Button>
        </form>
      )}
      <div role="status" className="jb-education-certificate__status">
        {sending && <p>{t['certificateForm.sending']}</p>}
        {send.status === 'sent' && (
          <p ref={sentMessage} tabIndex={-1} className="jb-alert" data-tone="success">
            {formatLabel(t['certificateForm.sent'], { email: send.email })}
          </p>
        )}
      </div>
    </div>
  );
}
