import { Button, FormField } from '@jamstalldhet/blocks';
import { operations } from '@jamstalldhet/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../http/api-error';
import { useApi } from '../../site/services';
import { editorPath } from './content-paths';
import { slugOf } from './slug-of';

type Field = 'title' | 'slug';

const WORDS = {
  education: {
    heading: 'Ny utbildning',
    create: 'Skapa utbildningen',
    failed: 'Utbildningen kunde inte skapas.',
  },
  page: { heading: 'Ny sida', create: 'Skapa sidan', failed: 'Sidan kunde inte skapas.' },
} as const;

/** The call that makes a new document of each kind a list makes. */
const CREATE = {
  education: operations.createEducationDraft,
  page: operations.createPageDraft,
} as const;

/**
 * The form that starts a course or a page as a draft: a title and an address (suggested from
 * the title). The server refuses a taken address with the field named; the editor opens next.
 */

export function NewDocumentForm({ kind, onCancel }: { kind: 'education' | 'page'; onCancel: () => void }) {
  const api = useApi();
  const [, navigate] = useLocation();
  const headingId = useId();
  const words = WORDS[kind];
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const slugInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    titleInput.current?.focus();
  }, []);

  useEffect(() => {
    const first = (['title', 'slug'] as const).find((field) => errors[field]);
    if (first) {
      (first === 'title' ? titleInput : slugInput).current?.focus();
    }
  }, [errors]);

  async function create(event: React.FormEvent) {
    event.preventDefault();
    const address = slugTouched ? slug : slugOf(title);
    const missing: Partial<Record<Field, string>> = {};
    if (!title.trim()) {
      missing.title = 'Skriv en titel.';
    }
    if (!address) {
      missing.slug = 'Skriv en adress.';
    }
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) {
      return;
    }
    const operation = CREATE[kind];
    try {
      const draft = await api.call(operation, { body: { title: title.trim(), slug: address } });
      navigate(editorPath(kind, draft.id));
    } catch (failure) {
      if (failure instanceof ApiError && failure.statusCode === 400) {
        const field = (failure.field === 'title' ? 'title' : 'slug') satisfies Field;
        setErrors({ [field]: failure.message.replace(/^(title|slug): /, '') });
      } else {
        setFormError(`${words.failed} Försök igen.`);
      }
    }
  }

  return (
    <section aria-labelledby={headingId} className="web-content-new">
      <h2 id={headingId}>{words.heading}</h2>
      <form className="web-staff-form" onSubmit={create} noValidate>
        <FormField
          ref={titleInput}
          label="Titel"
          name="title"
          maxLength={200}
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <FormField
          ref={slugInput}
          label="Adress"
          name="slug"
          maxLength={80}
          hint="Små bokstäver a–z, siffror och bindestreck. Sidan nås på /adress."
          value={slugTouched ? slug : slugOf(title)}
          error={errors.slug}
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(event.target.value);
          }}
        />
        {formError && (
          <p role="alert" className="jb-field__error">
            {formError}
          </p>
        )}
        <div className="web-staff-actions">
          <Button type="submit">{words.create}</Button>
          <Button onClick={onCancel}>Avbryt</Button>
        </div>
      </form>
    </section>
  );
}
