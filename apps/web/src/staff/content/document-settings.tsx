import type { OutlinePlace } from '@jamstalldhet/blocks/engine';
import { type ContentKind, type Education, SettingsSchema } from '@jamstalldhet/contract';
import { useId } from 'react';
import { COURSE_FORM, PAGE_FORM } from './document-forms';
import { OUTLINE_TITLE_ID } from './editor-focus';
import type { ApplyChange } from './editor-types';
import { BlockFormFields } from './form/block-form-fields';
import type { EditorSelection } from './outline/selection';
import { SETTINGS_FORM } from './settings-form';

type Data = Record<string, unknown>;

// The settings with their defaults for the form, keeping every key they have; as they are when
// they do not parse (the save then says what is wrong), never a crash.
function withSettingsDefaults(document: Data): Data {
  const parsed = SettingsSchema.safeParse(document);
  return parsed.success ? { ...document, ...(parsed.data as Data) } : document;
}

/** The document's own fields: a course's or page's title, address and description; the site settings. */
export function DocumentSettings({
  kind,
  document,
  onChange,
}: {
  kind: ContentKind;
  document: Data;
  onChange: (next: Data) => void;
}) {
  const headingId = useId();
  const form = kind === 'education' ? COURSE_FORM : kind === 'page' ? PAGE_FORM : SETTINGS_FORM;
  return (
    <section aria-labelledby={headingId} className="web-editor-list">
      <h2 id={headingId}>{form.label}</h2>
      <p>{form.description}</p>
      <BlockFormFields
        form={form}
        block={(kind === 'settings' ? withSettingsDefaults(document) : document) as never}
        idPrefix="document"
        onChange={(next) => onChange(next as unknown as Data)}
      />
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
              <button
                type="button"
                className="jb-button"
                onClick={() => onSelect({ ...place, kind: 'page', page })}
              >
                Redigera sida {page + 1} ({blocks.length} block)
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

DocumentSettings.Outline = OutlineItemSettings;
