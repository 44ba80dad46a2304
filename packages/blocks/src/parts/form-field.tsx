import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label. */
  label: ReactNode;
  /** Help shown before the user types (e.g. password rules). */
  hint?: ReactNode;
  /** An error, shown next to the field and tied to it; the field is marked invalid. */
  error?: ReactNode;
  /** A fixed id for the input; generated when left out. */
  inputId?: string;
  /** A ref to the input, e.g. to move focus to the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and error, tied together for screen readers. The error
 * starts with "Fel:" in words, so it is never shown by colour alone.
 */
export function FormField({ label, hint, error, inputId, className, ref, ...input }: FormFieldProps) {
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={['jb-field', className].filter(Boolean).join(' ')}
      data-state={error ? 'error' : undefined}
    >
      <label className="jb-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="jb-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="jb-field__error">
          {error}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        className="jb-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </div>
  );
}
