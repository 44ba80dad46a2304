import type { BlockFormField } from '@jamstalldhet/blocks';
import type { ReactNode } from 'react';
import { formLabels } from './form-labels';

/** A field's visible label, with "(obligatoriskt)" when required: said in words, not by colour. */
export function labelText(field: Pick<BlockFormField, 'label' | 'required'>): string {
  return field.required ? `${field.label} ${formLabels.required}` : field.label;
}

/** Several help texts as one line, leaving out the missing ones; `undefined` when none. */
export function hintText(...parts: (string | undefined | false)[]): string | undefined {
  const present = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The ids that describe a control (its hint, its error), for `aria-describedby`. */
export function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string');
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The hint and error of a control, the way the package's `FormField` writes them (`${id}-hint`). */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="jb-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="jb-field__error">
          {error}
        </p>
      )}
    </>
  );
}

/** `aria-describedby` and `aria-invalid` of a control written with `FieldMessages`. */
export function messageProps(id: string, hint: unknown, error: unknown) {
  return {
    'aria-describedby': describedBy(hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined),
    'aria-invalid': error ? (true as const) : undefined,
  };
}
