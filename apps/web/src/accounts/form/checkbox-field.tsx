import { tokenList } from '@jamstalldhet/blocks/engine';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './checkbox-field.css';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> {
  /** The field's id, for the label and the error summary's link. */
  inputId: string;
  /** The label next to the box. */
  label: ReactNode;
  /** Read before the box, e.g. a link to the terms; kept out of the label so it can hold links. */
  description?: ReactNode;
  /** An error, shown above the box and tied to it. */
  error?: string | undefined;
}

/**
 * A labelled checkbox with a description and an error, tied together for screen readers like
 * the blocks' `FormField` (which is made for text inputs).
 *
 * @example <CheckboxField inputId="register-terms" label="Jag godkänner villkoren" checked={…} onChange={…} />
 */
export function CheckboxField({ inputId, label, description, error, ...input }: CheckboxFieldProps) {
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = tokenList(description ? descriptionId : null, error ? errorId : null);
  return (
    <div className="web-checkbox-field" data-state={error ? 'error' : undefined}>
      {description && (
        <p id={descriptionId} className="web-checkbox-field__description">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="jb-field__error">
          {error}
        </p>
      )}
      <div className="web-checkbox-field__choice">
        <input
          id={inputId}
          type="checkbox"
          className="web-checkbox-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        <label htmlFor={inputId} className="web-checkbox-field__label">
          {label}
        </label>
      </div>
    </div>
  );
}
