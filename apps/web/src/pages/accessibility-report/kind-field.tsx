import { reportTexts } from './report-texts';

export interface KindFieldProps {
  /** The id of the first choice, where the error summary sends focus. */
  inputId: string;
  value: string;
  error?: string | undefined;
  onChange: (value: 'problem' | 'format') => void;
}

const CHOICES = [
  { value: 'problem', label: reportTexts.kindProblem },
  { value: 'format', label: reportTexts.kindFormat },
] as const;

/** What the report is about: a problem or content in another format, as a radio group. */
export function KindField({ inputId, value, error, onChange }: KindFieldProps) {
  const errorId = `${inputId}-error`;
  return (
    <fieldset
      className="jb-field web-accessibility-report__kind"
      data-state={error ? 'error' : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="jb-field__label">{reportTexts.kind}</legend>
      {error && (
        <p id={errorId} className="jb-field__error">
          {error}
        </p>
      )}
      {CHOICES.map((choice, index) => {
        const id = index === 0 ? inputId : `${inputId}-${choice.value}`;
        return (
          <div key={choice.value} className="web-accessibility-report__choice">
            <input
              id={id}
              type="radio"
              name="kind"
              value={choice.value}
              required
              checked={value === choice.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(choice.value)}
            />
            <label htmlFor={id}>{choice.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
