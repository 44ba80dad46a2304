import type { Term } from '@jamstalldhet/contract';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  /** The visible label. */
  label: ReactNode;
  /** The choices, in the order shown. */
  options: readonly Term[];
  /** Text of the empty first choice. */
  noneLabel: string;
  /** An error, shown next to the field and tied to it. */
  error?: ReactNode;
  /** A fixed id for the select; generated when left out. */
  inputId?: string;
}

/** A labelled `<select>` of terms with an empty first choice, styled like `FormField`. */
export function SelectField({ label, options, noneLabel, error, inputId, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const errorId = `${id}-error`;
  return (
    <div className="jb-field" data-state={error ? 'error' : undefined}>
      <label className="jb-field__label" htmlFor={id}>
        {label}
      </label>
      {error && (
        <p id={errorId} className="jb-field__error">
          {error}
        </p>
      )}
      <select
        id={id}
        className="jb-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        <option value="">{noneLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
