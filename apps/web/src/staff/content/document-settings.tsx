import { Button } from '@jamstalldhet/blocks';
import type { OutlinePlace } from '@jamstalldhet/blocks/engine';
import type { ContentKind, Education } from '@jamstalldhet/contract';
import { useId } from 'react';
import { CourseCardFields } from './course-card-fields';
import { OUTLINE_TITLE_ID } from './editor-focus';
import { EDITOR_KINDS } from './editor-kinds';
import type { ApplyChange } from './editor-types';
import { BlockFormFields } from './form/block-form-fields';
import type { EditorSelection } from './outline/selection';

type Data = Record<string, unknown>;

/** Where a course's own problems are in its form: the hero is edited as the image "Bild". */
const FORM_PATHS: Readonly<Record<string, string>> = {
  'hero.alt': 'card_image.alt',
  'hero.images.desktop_x2': 'card_image.url',
  'hero.decorative': 'card_image.decorative',
};

/** The path of a document problem's field in the form (`hero.alt` is `card_image.alt`). */
export function documentFormPath(path: string): string {
  return FORM_PATHS[path] ?? path;
}

/**
 * The document's own fields: a course's title, address, description, image, who may take it,
 * its filters and dates; a page's title, address and description; the site settings.
 */
export function DocumentSettings({
  kind,
  document,
  errors = {},
  onChange,
}: {
  kind: ContentKind;
  document: Data;
  /** Errors of a refused save or publish by the document's path (`slug`, `hero.alt`). */
  errors?: Record<string, string>;
  onChange: (next: Data) => void;
}) {
  const headingId = useId();
  const rules = EDITOR_KINDS[kind];
  const form = rules.form;
  const shown = rules.toForm(document);
  const formErrors = Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [documentFormPath(path), message]),
  );
  // A course's filters and dates have fields of their own.
  const course = rules.course(document);
  return (
    <section aria-labelledby={headingId} className="web-editor-list">
      <h2 id={headingId}>{form.label}</h2>
      <p>{form.description}</p>
      <BlockFormFields
        form={form}
        block={shown as never}
        idPrefix="document"
        errors={formErrors}
        onChange={(next) => onChange(rules.fromForm(next as unknown as Data, shown))}
      />
      {course && (
        <CourseCardFields
          course={course}
          errors={formErrors}
          onChange={(next) =>
            onChange({ ...document, taxonomies: next.taxonomies, available: next.available })
          }
        />
      )}
    </section>
  );
}

/** A chapter's or an episode's title, and the way to its pages. */
function OutlineItemSettings({
  course,
  place,
  apply,
  onSelect,
}: {
  course: Education;
  place: Extract<OutlinePlace, { kind: 'chapter' | 'episode' }>;
  apply: ApplyChange;
  onSelect: (selection: EditorSelection) => void;
}) {
  const inputId = OUTLINE_TITLE_ID;
  const chapter = course.chapters[place.chapter];
  const episode = place.kind === 'episode' ? chapter?.episodes[place.episode] : undefined;
  const item = place.kind === 'episode' ? episode : chapter;
  if (!chapter || !item) {
    return <p>Det här finns inte längre i utkastet.</p>;
  }
  const label = place.kind === 'chapter' ? `Kapitel ${place.chapter + 1}` : `Episod ${place.episode + 1}`;
  function rename(title: string) {
    // From the course as it is now: another edit may have come since this field was drawn.
    apply(
      (current) => {
        const now = current as Education;
        const chapters = now.chapters.map((entry, index) => {
          if (index !== place.chapter) {
            return entry;
          }
          if (place.kind === 'chapter') {
            return { ...entry, title };
          }
          return {
            ...entry,
            episodes: entry.episodes.map((other, at) => (at === place.episode ? { ...other, title } : other)),
          };
        });
        return { document: { ...now, chapters }, changed: true, announcement: '' };
      },
      { quiet: true, group: `title:${place.chapter}:${place.kind === 'episode' ? place.episode : ''}` },
    );
  }
  return (
    <section className="web-editor-list" aria-label={label}>
      <h2>{label}</h2>
      <div className="jb-field">
        <label className="jb-field__label" htmlFor={inputId}>
          Titel
        </label>
        <input
          id={inputId}
          type="text"
          maxLength={200}
          value={item.title}
          onChange={(event) => rename(event.target.value)}
        />
      </div>
      {place.kind === 'episode' && episode && (
        <ul>
          {episode.components.map((blocks, page) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pages have no ids; their place is who they are
            <li key={`page-${page}`}>
              <Button onClick={() => onSelect({ ...place, kind: 'page', page })}>
                Redigera sida {page + 1} ({blocks.length} block)
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

DocumentSettings.Outline = OutlineItemSettings;
