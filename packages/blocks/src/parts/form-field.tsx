import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { tokenList } from '../engine/formatting/token-list';

interface FieldTexts {
  /** The visible label. */
  label: ReactNode;
  /** Help shown before the user types (e.g. password rules). */
  hint?: ReactNode;
  /** An error, shown next to the field and tied to it; the field is marked invalid. */
  error?: ReactNode;
  /** A fixed id for the control; generated when left out. */
  inputId?: string;
}

export interface FormFieldProps extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** A ref to the input, e.g. to move focus to the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

export interface TextareaFieldProps
  extends FieldTexts,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** What the control of a field gets: its id and the ids that describe it. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The label, hint and error of one control, tied together for screen readers: the control is
 * described by the hint and the error and marked invalid while there is an error.
 */
function Field({
  label,
  hint,
  error,
  inputId,
  className,
  control,
}: FieldTexts & { className?: string | undefined; control: (props: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = tokenList(hint ? hintId : null, error ? errorId : null) || undefined;
  return (
    <div className={tokenList('jb-field', className)} data-state={error ? 'error' : undefined}>
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
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
    </div>
  );
}

/** A field's own texts and class apart from the attributes of its control. */
function splitField<Props extends FieldTexts & { className?: string | undefined }>(props: Props) {
  const { label, hint, error, inputId, className, ...control } = props;
  return [{ label, hint, error, inputId, className }, control] as const;
}

/** A labelled input with its hint and error, tied together for screen readers. */
export function FormField({ ref, ...props }: FormFieldProps) {
  const [texts, input] = splitField(props);
  return (
    <Field
      {...texts}
      control={(ids) => <input ref={ref} className="jb-field__input" {...ids} {...input} />}
    />
  );
}

/** A labelled textarea with its hint and error, tied together like `FormField`'s input. */
export function TextareaField({ ref, ...props }: TextareaFieldProps) {
  const [texts, textarea] = splitField(props);
  return (
    <Field
      {...texts}
      control={(ids) => <textarea ref={ref} className="jb-field__input" {...ids} {...textarea} />}
    />
  );
}

/** An e-mail address field: the right keyboard, autofill and no spelling marks. */
export function EmailField(props: Omit<FormFieldProps, 'type'>) {
  return <FormField type="email" autoComplete="email" spellCheck={false} {...props} />;
}
