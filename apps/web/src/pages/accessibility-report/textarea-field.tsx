import type { TextareaHTMLAttributes } from 'react';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** The textarea's id; the hint and error ids are made from it. */
  inputId: string;
}

/** A labelled textarea with its hint and error tied to it, styled like the blocks' `FormField`. */
export function TextareaField({ label, hint, error, inputId, ...textarea }: TextareaFieldProps) {
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="jb-field" data-state={error ? 'error' : undefined}>
      <label className="jb-field__label" htmlFor={inputId}>
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
      <textarea
        id={inputId}
        className="jb-field__input web-accessibility-report__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
    </div>
  );
}
