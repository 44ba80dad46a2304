import type { ErrorSummaryItem } from '@jamstalldhet/blocks';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { sortServerError } from './server-error';

type FormValues = Record<string, string | boolean>;
type FieldOf<Values> = keyof Values & string;
type FieldErrors<Values> = Partial<Record<FieldOf<Values>, string>>;

export interface AccountFormOptions<Values extends FormValues> {
  /** Prefix of the fields' ids, unique on the page: `login` gives `login-email`. */
  idPrefix: string;
  /** The fields in page order: the summary lists their errors in this order. */
  fields: readonly FieldOf<Values>[];
  initialValues: Values;
  /** The errors found in the browser, by field; none lets the form be sent. */
  validate: (values: Values) => FieldErrors<Values>;
  /** Sends the values; on success the page moves on, a rejection is shown by the form. */
  send: (values: Values) => Promise<void>;
  /** Shown above the form when sending failed for a reason the server does not put in words. */
  failed: string;
  /** Statuses whose message the server words for people (e.g. the login's 401). */
  showMessageFor?: readonly number[];
}

/**
 * The flow of an account form: validate on submit, then live for every field the user has
 * touched; a summary of the errors at the top with focus moved to it; the server's refusals
 * next to their field; and what was typed is never thrown away.
 */
export function useAccountForm<Values extends FormValues>(options: AccountFormOptions<Values>) {
  const { idPrefix, fields, validate } = options;
  const [values, setValues] = useState(options.initialValues);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors<Values>>({});
  const [summary, setSummary] = useState<readonly ErrorSummaryItem[] | null>(null);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  // After the summary has rendered, so it is read with its new errors.
  useEffect(() => {
    if (focusRequest > 0) {
      summaryRef.current?.focus();
    }
  }, [focusRequest]);

  const idOf = (field: FieldOf<Values>) => `${idPrefix}-${field}`;
  const clientErrors = validate(values);
  const errorOf = (field: FieldOf<Values>): string | undefined =>
    (touched.has(field) ? clientErrors[field] : undefined) ?? serverErrors[field];

  function change<Field extends FieldOf<Values>>(field: Field, value: Values[Field]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setEdited((previous) => new Set(previous).add(field));
    // The server's verdict was about the old value.
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  // Leaving a field the user has typed in shows its errors from then on, not before.
  function leave(field: FieldOf<Values>) {
    if (edited.has(field)) {
      setTouched((previous) => new Set(previous).add(field));
    }
  }

  function showSummary(items: ErrorSummaryItem[]) {
    setSummary(items);
    setFocusRequest((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) {
      return;
    }
    setTouched(new Set(fields));
    const found = validate(values);
    const invalid = fields.filter((field) => found[field]);
    if (invalid.length > 0) {
      showSummary(invalid.map((field) => ({ message: found[field] ?? '', fieldId: idOf(field) })));
      return;
    }
    setSending(true);
    setSummary(null);
    try {
      await options.send(values);
    } catch (error) {
      const sorted = sortServerError(error, options);
      if (sorted.kind === 'field') {
        setServerErrors({ [sorted.field]: sorted.message } as FieldErrors<Values>);
        showSummary([{ message: sorted.message, fieldId: idOf(sorted.field) }]);
      } else {
        showSummary([{ message: sorted.message }]);
      }
    } finally {
      setSending(false);
    }
  }

  /** The props of a text field for `FormField`: id, name, value, error and handlers. */
  function textField(field: FieldOf<Values>) {
    const value = values[field];
    return {
      inputId: idOf(field),
      name: field,
      value: typeof value === 'string' ? value : '',
      error: errorOf(field),
      onChange: (event: { currentTarget: { value: string } }) =>
        change(field, event.currentTarget.value as Values[typeof field]),
      onBlur: () => leave(field),
    };
  }

  return { values, change, leave, errorOf, idOf, textField, submit, sending, summary, summaryRef };
}
