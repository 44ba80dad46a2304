import { type Ref, useId } from 'react';

/** The teachers of a room as e-mail addresses, one per line, with the server's message when refused. */
export function TeacherEmailsField({
  value,
  onChange,
  error,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className="jb-field" data-state={error ? 'error' : undefined}>
      <label className="jb-field__label" htmlFor={id}>
        Lärarnas e-postadresser
      </label>
      <p id={`${id}-hint`} className="jb-field__hint">
        En adress per rad. Lärarna behöver ha ett konto.
      </p>
      {error && (
        <p id={`${id}-error`} className="jb-field__error">
          {error}
        </p>
      )}
      <textarea
        ref={ref}
        id={id}
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
