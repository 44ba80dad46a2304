import { Button, EmailField, ErrorSummary, FormField, TextareaField } from '@jamstalldhet/blocks';
import { KindField } from './kind-field';
import { reportTexts } from './report-texts';
import { REPORT_FIELDS } from './report-values';

import type { ReportForm as ReportFormState } from './use-report-form';

/** The report form's fields, its error summary, alert and submit button. */
export function ReportForm({ form }: { form: ReportFormState }) {
  const { values, errors, formError, status, idOf, change, textField } = form;
  const summary = REPORT_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: idOf(field), message }] : [];
  });

  return (
    <form noValidate onSubmit={form.submit} aria-busy={status === 'sending' || undefined}>
      <ErrorSummary
        ref={form.summaryRef}
        title={reportTexts.summaryHeading}
        items={summary}
        headingLevel={3}
      />
      <FormField label={reportTexts.name} {...textField('name')} autoComplete="name" />
      <EmailField label={reportTexts.email} hint={reportTexts.emailHint} {...textField('email')} required />
      <FormField
        label={reportTexts.pageUrl}
        hint={reportTexts.pageUrlHint}
        {...textField('page_url')}
        spellCheck={false}
      />
      <KindField
        inputId={idOf('kind')}
        value={values.kind}
        error={errors.kind}
        onChange={(kind) => change('kind', kind)}
      />
      <TextareaField
        label={reportTexts.message}
        hint={reportTexts.messageHint}
        {...textField('message')}
        rows={8}
        className="web-accessibility-report__textarea"
        required
      />
      {formError && (
        <p ref={form.alertRef} tabIndex={-1} role="alert" className="jb-alert" data-tone="error">
          {formError}
        </p>
      )}
      {/* Not disabled while sending: that would drop focus; a second submit is ignored instead. */}
      <Button type="submit">{reportTexts.submit}</Button>
      <p role="status" className="web-accessibility-report__status">
        {status === 'sending' ? reportTexts.sending : ''}
      </p>
    </form>
  );
}
