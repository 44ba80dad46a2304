import { Button, FormField, SelectField } from '@jamstalldhet/blocks';
import { MONTH_MESSAGE, MONTH_PATTERN, periodProblem } from '@jamstalldhet/contract';
import { useRef, useState } from 'react';

/** What the form asks: a course's id ('' for all) and the months from and to, `YYYY-MM`. */
export interface FilterFields {
  education: string;
  from: string;
  to: string;
}

type FieldErrors = Partial<Record<keyof FilterFields, string>>;

export interface StatisticsFilterProps {
  /** The courses to choose among. */
  courses: ReadonlyArray<{ id: number; title: string }>;
  /** What is shown now, which the fields hold until they are changed. */
  shown: FilterFields;
  /** What the API refused of the choice shown, at the field it names. */
  refusal: { field: string | undefined; message: string } | null;
  onShow(fields: FilterFields): void;
}

/** The same rules as the API's (the contract's), so a mistake is told before anything is asked. */
function problemsOf(fields: FilterFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!MONTH_PATTERN.test(fields.from)) {
    errors.from = MONTH_MESSAGE;
  }
  if (!MONTH_PATTERN.test(fields.to)) {
    errors.to = MONTH_MESSAGE;
  }
  const problem = errors.from || errors.to ? null : periodProblem(fields.from, fields.to);
  if (problem !== null) {
    errors.to = problem;
  }
  return errors;
}

/** The choice of course and period; a field in error says so beside it and takes the focus. */
export function StatisticsFilter({ courses, shown, refusal, onShow }: StatisticsFilterProps) {
  const [draft, setDraft] = useState<FilterFields | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fields = draft ?? shown;
  const refused: FieldErrors =
    refusal === null
      ? {}
      : refusal.field === 'from' || refusal.field === 'to' || refusal.field === 'education'
        ? { [refusal.field]: refusal.message }
        : { education: refusal.message };
  const shownErrors = draft === null ? { ...refused, ...errors } : errors;
  const inputs = {
    from: useRef<HTMLInputElement>(null),
    to: useRef<HTMLInputElement>(null),
  };
  const change = (field: keyof FilterFields, value: string) => {
    setDraft({ ...fields, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  // The period's two ends: a month each, named in the address as `fran` and `till`.
  const monthField = (field: 'from' | 'to', name: string, label: string, hint: string) => (
    <FormField
      ref={inputs[field]}
      label={label}
      hint={hint}
      type="month"
      name={name}
      min="2000-01"
      max="2099-12"
      value={fields[field]}
      error={shownErrors[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
    />
  );

  return (
    <form
      className="web-statistics-filter"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = problemsOf(fields);
        setErrors(found);
        const first = (['from', 'to'] as const).find((field) => found[field]);
        if (first) {
          inputs[first].current?.focus();
          return;
        }
        setDraft(null);
        onShow(fields);
      }}
    >
      <SelectField
        label="Utbildning"
        noneLabel="Alla utbildningar"
        name="utbildning"
        options={courses.map((course) => ({ id: course.id, name: course.title }))}
        value={fields.education}
        error={shownErrors.education}
        onChange={(event) => change('education', event.currentTarget.value)}
      />
      {monthField('from', 'fran', 'Från månad', 'ÅÅÅÅ-MM, till exempel 2026-01')}
      {monthField('to', 'till', 'Till månad', 'Med den månaden. Högst fem år åt gången.')}
      <div className="web-statistics-filter__submit">
        <Button type="submit">Visa statistik</Button>
      </div>
    </form>
  );
}
