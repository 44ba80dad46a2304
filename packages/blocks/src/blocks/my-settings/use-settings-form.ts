import { type FormEvent, useId, useRef, useState } from 'react';
import { useLabels } from '../../i18n/labels';
import { textFieldProps } from '../../parts/text-field-props';
import { useFocusAfterRender } from './focus-field';
import { mySettingsLabels } from './my-settings-labels';
import { formServerError } from './server-error';

export type SettingsFormStatus = 'idle' | 'saving' | 'saved';

export interface SettingsFormOptions<Field extends string> {
  /** The form's fields in page order: focus goes to the first one with an error. */
  fields: readonly Field[];
  /** The values the fields start with. */
  initialValues: () => Record<Field, string>;
  /** The errors found before sending, by field; none lets the form be sent. */
  validate: (values: Record<Field, string>) => Partial<Record<Field, string>>;
  /** Sends the values; a rejection is shown next to a field or for the whole form. */
  save: (values: Record<Field, string>) => Promise<void>;
  /** What the fields hold once saved (passwords are emptied). @default the values as sent */
  valuesAfterSave?: (sent: Record<Field, string>) => Record<Field, string>;
  /** Shown next to a field the server refused without saying why. */
  fieldRejected: string;
  /** Shown for the whole form when saving failed for another reason than an ended session. */
  failed: string;
}

/**
 * The submit flow of a settings form: check the values, move focus to the first field with an
 * error, then save and say so, or show what the server refused next to its field (or for the
 * whole form). A second submit while saving is ignored; editing after a save clears 'saved'.
 *
 * @example
 * const form = useSettingsForm({ fields, initialValues, validate, save, fieldRejected, failed });
 * <form ref={form.formRef} noValidate onSubmit={form.submit}>…</form>
 */
export function useSettingsForm<Field extends string>({
  fields,
  initialValues,
  validate,
  save,
  valuesAfterSave,
  fieldRejected,
  failed,
}: SettingsFormOptions<Field>) {
  const t = useLabels(mySettingsLabels);
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useFocusAfterRender(formRef);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<SettingsFormStatus>('idle');
  const idOf = (field: Field) => `${baseId}-${field}`;

  function change(field: Field, value: string) {
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
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      setStatus('idle');
      focusField(idOf(firstInvalid));
      return;
    }
    setStatus('saving');
    try {
      await save(values);
      if (valuesAfterSave) {
        setValues(valuesAfterSave(values));
      }
      setStatus('saved');
    } catch (error) {
      setStatus('idle');
      const sorted = formServerError(error, fields);
      if (sorted.kind === 'field') {
        const refused: Partial<Record<Field, string>> = {};
        refused[sorted.field] = sorted.message ?? fieldRejected;
        setErrors(refused);
        focusField(idOf(sorted.field));
      } else {
        setFormError(sorted.kind === 'session' ? t['mySettings.sessionEnded'] : failed);
      }
    }
  }

  /** A field's id, name, value, error and change handler, to spread on its control. */
  const fieldProps = (field: Field) => textFieldProps({ idOf, values, errors, change }, field);

  return { formRef, idOf, values, errors, formError, status, change, submit, fieldProps };
}
