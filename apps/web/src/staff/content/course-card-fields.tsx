import { Button, FormField } from '@jamstalldhet/blocks';
import { publishProblemTexts, sortByName } from '@jamstalldhet/blocks/engine';
import { type Education, operations, type Term } from '@jamstalldhet/contract';
import { useId, useState } from 'react';
import { useCallState } from '../../data/use-call-state';
import { FieldMessages, messageProps } from './form/field-texts';
import { slugOf } from './slug-of';
import { endOfSwedishDay, startOfSwedishDay, swedishDay } from './swedish-dates';

type Taxonomy = 'education_type' | 'education_length' | 'education_by';

/** The start page's filter groups (SPEC §5), in their order, with what a new term is called. */
const TAXONOMIES: ReadonlyArray<{ key: Taxonomy; legend: string; newLabel: string }> = [
  { key: 'education_type', legend: 'Kategorier', newLabel: 'Ny kategori' },
  { key: 'education_length', legend: 'Kurslängd', newLabel: 'Ny kurslängd' },
  { key: 'education_by', legend: 'Utbildning av', newLabel: 'Ny utbildare' },
];

/** The dates' errors, by field. */
export const AVAILABLE_TEXTS = {
  help: 'Lämna tomt för ingen gräns. Utbildningen syns men kan inte gås utanför datumen.',
  toBeforeFrom: publishProblemTexts.availableOrder,
} as const;

// Terms every published course has, by taxonomy: the filters the start page already offers.
function useKnownTerms(course: Education): Record<Taxonomy, Term[]> {
  const list = useCallState(operations.listEducations);
  const courses = list.state.status === 'success' ? list.state.data : [];
  const known = {} as Record<Taxonomy, Term[]>;
  for (const { key } of TAXONOMIES) {
    const byId = new Map<number, Term>();
    for (const term of [...courses.flatMap((entry) => entry.taxonomies[key]), ...course.taxonomies[key]]) {
      byId.set(term.id, term);
    }
    known[key] = sortByName([...byId.values()]);
  }
  return known;
}

/**
 * A new term's id: past every id the filters know, so it names no other term. (Two editors
 * adding a term in the same minute may get one id; the name tells them apart in this course.)
 */
function nextTermId(known: Record<Taxonomy, Term[]>): number {
  return Math.max(0, ...Object.values(known).flatMap((terms) => terms.map((term) => term.id))) + 1;
}

function TermsField({
  legend,
  newLabel,
  known,
  chosen,
  nextId,
  onChange,
}: {
  legend: string;
  newLabel: string;
  known: readonly Term[];
  chosen: readonly Term[];
  nextId: number;
  onChange: (terms: Term[]) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const chosenIds = new Set(chosen.map((term) => term.id));

  function add() {
    const typed = name.trim();
    if (typed === '') {
      return;
    }
    // A name the filters already have is that term, so the start page shows one filter for it.
    const existing = known.find((term) => term.name.toLowerCase() === typed.toLowerCase());
    const term = existing ?? { id: nextId, name: typed, slug: slugOf(typed) };
    if (!chosenIds.has(term.id)) {
      onChange([...chosen, term]);
    }
    setName('');
  }

  return (
    <fieldset className="web-block-form__group">
      <legend className="web-block-form__legend">{legend}</legend>
      {known.map((term) => (
        <div key={term.id} className="web-block-form__check-row">
          <input
            id={`${id}-${term.id}`}
            type="checkbox"
            checked={chosenIds.has(term.id)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, term] : chosen.filter((other) => other.id !== term.id),
              )
            }
          />
          <label htmlFor={`${id}-${term.id}`}>{term.name}</label>
        </div>
      ))}
      <div className="web-course-card__new-term">
        <FormField
          inputId={`${id}-new`}
          label={newLabel}
          type="text"
          autoComplete="off"
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          Lägg till<span className="jb-visually-hidden"> {newLabel.toLowerCase()}</span>
        </Button>
      </div>
    </fieldset>
  );
}

// A date the course can store: a whole Swedish day with a four-digit year from 1900, or empty.
const STORABLE = /^(19|2\d)\d{2}-\d{2}-\d{2}$/;

function DateField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null | undefined;
  error?: string;
  onChange: (date: string) => void;
}) {
  const stored = typeof value === 'number' ? swedishDay(value) : '';
  // What is typed, while a year is half written ("0202-…"); stored only once it is a whole date.
  const [typed, setTyped] = useState(stored);
  const [lastStored, setLastStored] = useState(stored);
  if (stored !== lastStored) {
    // Changed from elsewhere ("Ångra", another editor's merge): show what is stored.
    setLastStored(stored);
    setTyped(stored);
  }
  return (
    <div className="jb-field" data-state={error ? 'error' : undefined}>
      <label className="jb-field__label" htmlFor={id}>
        {label}
      </label>
      <FieldMessages id={id} hint={AVAILABLE_TEXTS.help} error={error} />
      <input
        id={id}
        className="jb-field__input"
        type="date"
        value={typed}
        onChange={(event) => {
          const date = event.target.value;
          setTyped(date);
          if (date === '' || STORABLE.test(date)) {
            onChange(date);
          }
        }}
        {...messageProps(id, true, error)}
      />
    </div>
  );
}

/**
 * What the start page shows of a course and filters it by, and when it may be taken (issue 36):
 * "Kategorier", "Kurslängd" and "Utbildning av" (the filters of SPEC §5: terms the published
 * courses have, or a new one) and "Tillgänglig från" / "Tillgänglig till" (SPEC's `available`,
 * a Swedish day each). The card's image is the course form's "Bild".
 */
export function CourseCardFields({
  course,
  errors,
  onChange,
}: {
  course: Education;
  /** Errors by path below the course (`available.to`), from a refused publish. */
  errors?: Record<string, string>;
  onChange: (next: Education) => void;
}) {
  const id = useId();
  const known = useKnownTerms(course);
  const from = course.available.from;
  const to = course.available.to;
  const datesCross = typeof from === 'number' && typeof to === 'number' && to < from;

  function setTerms(key: Taxonomy, terms: Term[]) {
    onChange({ ...course, taxonomies: { ...course.taxonomies, [key]: terms } });
  }
  function setDate(end: 'from' | 'to', date: string) {
    const seconds = end === 'from' ? startOfSwedishDay(date) : endOfSwedishDay(date);
    onChange({ ...course, available: { ...course.available, [end]: seconds } });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="web-course-card">
      <h3 id={`${id}-heading`}>Filter och tider</h3>
      {TAXONOMIES.map(({ key, legend, newLabel }) => (
        <TermsField
          key={key}
          legend={legend}
          newLabel={newLabel}
          known={known[key]}
          chosen={course.taxonomies[key]}
          nextId={nextTermId(known)}
          onChange={(terms) => setTerms(key, terms)}
        />
      ))}
      <DateField
        id="document-available-from"
        label="Tillgänglig från"
        value={from}
        error={errors?.['available.from']}
        onChange={(date) => setDate('from', date)}
      />
      <DateField
        id="document-available-to"
        label="Tillgänglig till"
        value={to}
        error={errors?.['available.to'] ?? (datesCross ? AVAILABLE_TEXTS.toBeforeFrom : undefined)}
        onChange={(date) => setDate('to', date)}
      />
    </section>
  );
}
