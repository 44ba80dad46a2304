import { FormField, type FormFieldProps } from '@jamstalldhet/blocks';
import { PASSWORD_MIN_LENGTH } from '@jamstalldhet/contract';
import { useState } from 'react';
import './password-field.css';

export interface PasswordFieldProps extends Omit<FormFieldProps, 'type' | 'hint' | 'value'> {
  /** The field's id; the show-password button names it. */
  inputId: string;
  value: string;
  /**
   * Shows the length rule before the user types, and says politely whether it is met.
   * Off for a login, where the password already exists. @default true
   */
  showRules?: boolean;
}

/**
 * A password field with a 'Visa lösenord' toggle and, for a new password, the length rule
 * (`PASSWORD_MIN_LENGTH`) shown up front with a live note of whether it is met. The note only
 * changes when the answer changes, so a screen reader is not told the length at every key.
 *
 * @example <PasswordField label="Lösenord" inputId="register-password" value={value} onChange={…} />
 */
export function PasswordField({ inputId, value, showRules = true, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const met = value.length >= PASSWORD_MIN_LENGTH;
  const rules = showRules ? (
    <>
      <span>Lösenordet ska ha minst {PASSWORD_MIN_LENGTH} tecken.</span>{' '}
      <span className="web-password-field__rule" data-state={met ? 'met' : 'unmet'} aria-live="polite">
        {value === '' ? '' : met ? '✓ Kravet är uppfyllt.' : '✗ Kravet är inte uppfyllt än.'}
      </span>
    </>
  ) : undefined;
  return (
    <div className="web-password-field">
      <FormField
        {...field}
        inputId={inputId}
        value={value}
        type={visible ? 'text' : 'password'}
        hint={rules}
        minLength={showRules ? PASSWORD_MIN_LENGTH : undefined}
        autoCapitalize="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="web-password-field__toggle jb-control"
        aria-pressed={visible}
        aria-controls={inputId}
        onClick={() => setVisible((shown) => !shown)}
      >
        Visa lösenord
      </button>
    </div>
  );
}
