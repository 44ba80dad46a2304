import { textFieldProps } from '@jamstalldhet/blocks';
import { normalizeError } from '@jamstalldhet/blocks/engine';
import { operations } from '@jamstalldhet/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fieldOf } from '../../http/api-error';
import { useApi, useAuth } from '../../site/services';
import { reportTexts } from './report-texts';
import {
  REPORT_FIELDS,
  type ReportErrors,
  type ReportField,
  type ReportValues,
  reportBody,
  validateReport,
} from './report-values';

export type ReportStatus = 'idle' | 'sending' | 'sent';
/** What gets focus after the next render: the error summary, the form's alert or the receipt. */
type FocusTarget = 'summary' | 'alert' | 'sent';

function isReportField(field: string | undefined): field is ReportField {
  return REPORT_FIELDS.some((known) => known === field);
}

/**
 * The report form's state and submit flow: check, send, and show the answer. Errors go next to
 * their fields and into a summary that gets focus; a 429 or another failure is said for the
 * whole form; a sent report is confirmed, with focus on the confirmation.
 */
export function useReportForm(initialPageUrl: string) {
  const api = useApi();
  const { user } = useAuth();
  const baseId = useId();
  // A logged-in visitor need not type what the site already knows; both stay editable.
  const [values, setValues] = useState<ReportValues>(() => ({
    name: user ? `${user.first_name} ${user.last_name ?? ''}`.trim() : '',
    email: user?.email ?? '',
    page_url: initialPageUrl,
    kind: '',
    message: '',
  }));
  const [errors, setErrors] = useState<ReportErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<ReportStatus>('idle');
  const [sentTo, setSentTo] = useState('');
  // A new object each time, so the same target can get focus twice in a row.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const refs = { summary: summaryRef, alert: alertRef, sent: sentRef };
    if (focusRequest) {
      refs[focusRequest.target].current?.focus();
    }
  }, [focusRequest]);

  const idOf = (field: ReportField) => `${baseId}-${field}`;

  function change(field: ReportField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') {
      return;
    }
    const found = validateReport(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setFocusRequest({ target: 'summary' });
      return;
    }
    setStatus('sending');
    const body = reportBody(values);
    try {
      await api.call(operations.sendAccessibilityReport, { body });
      setSentTo(body.email);
      setStatus('sent');
      setFocusRequest({ target: 'sent' });
    } catch (error) {
      setStatus('idle');
      const { statusCode, message } = normalizeError(error);
      const field = fieldOf(error);
      if (statusCode === 400 && isReportField(field)) {
        setErrors({ [field]: message || reportTexts.fieldRejected });
        setFocusRequest({ target: 'summary' });
        return;
      }
      setFormError(statusCode === 429 ? reportTexts.tooMany : reportTexts.failed);
      setFocusRequest({ target: 'alert' });
    }
  }

  /** What a text field of the form needs: its id, name, value, error and change. */
  function textField(field: Exclude<ReportField, 'kind'>) {
    return textFieldProps({ idOf, values, errors, change }, field);
  }

  return {
    values,
    errors,
    formError,
    status,
    sentTo,
    idOf,
    change,
    textField,
    submit,
    summaryRef,
    alertRef,
    sentRef,
  };
}

export type ReportForm = ReturnType<typeof useReportForm>;
