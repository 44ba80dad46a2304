import type { BlockForm } from '@jamstalldhet/blocks';
import {
  educationPublishProblems,
  type PublishProblem,
  pagePublishProblems,
  sameJson,
} from '@jamstalldhet/blocks/engine';
import {
  type ContentKind,
  type Education,
  EducationSchema,
  type Page,
  PageSchema,
  SettingsSchema,
} from '@jamstalldhet/contract';
import { fromCardImage, withCardImage } from './course-card-image';
import { COURSE_FORM, PAGE_FORM } from './document-forms';
import type { EditorSelection } from './outline/selection';
import { SETTINGS_FORM } from './settings-form';

type Data = Record<string, unknown>;

/**
 * What differs between the kinds of document in the editor, one object per kind (issue 39, as
 * the API's content/document-kinds.ts): the list, the editor, publishing and the versions read
 * these fields and never ask which kind they have.
 */
export interface EditorKind {
  /** What the list calls a document of the kind. */
  readonly name: string;
  /** A page of the kind may be a room (`post_type: 'room'`), which the list calls "Rum". */
  readonly rooms: boolean;
  /** Its own fields' form, and the document as that form shows it and back. */
  readonly form: BlockForm;
  toForm(document: Data): Data;
  fromForm(next: Data, shown: Data): Data;
  /** The document as learners get it ("Visa", "Jämför"), or null when it does not parse or has no pages. */
  read(data: unknown): Education | Page | null;
  /** The document read as a course, for a course's own fields; null for other kinds. */
  course(data: unknown): Education | null;
  /** The publish checks the editor runs before the API runs them again (with other documents' slugs). */
  publishProblems(data: unknown): PublishProblem[];
  /** It has pages of blocks, which its versions show ("Visa") and compare ("Jämför"). */
  readonly hasPages: boolean;
  /** What the editor opens on, and falls back to when what was open is gone. */
  readonly firstSelection: EditorSelection;
  /** One of many in the list ("Alla"), removed and unpublished there; the settings are one, and stay. */
  readonly listed: boolean;
  /** Learners take it: a preview as a learner, its statistics, the learners a removal touches. */
  readonly learnersTakeIt: boolean;
}

// Addresses other documents take are the API's to know; it checks them again.
const NO_SLUGS = { slugs: new Set<string>() };

const EDUCATION: EditorKind = {
  name: 'Utbildning',
  rooms: false,
  form: COURSE_FORM,
  toForm: withCardImage,
  // The hero is written only when "Bild" itself changed: a hero the field cannot show (no
  // address) stays as it is through every other edit.
  fromForm: (next, shown) => {
    const { card_image: image, ...rest } = next;
    return sameJson(image, shown.card_image) ? rest : fromCardImage(next);
  },
  read: (data) => EDUCATION.course(data),
  course: (data) => {
    const course = EducationSchema.safeParse(data);
    return course.success ? course.data : null;
  },
  publishProblems: (data) => {
    const course = EducationSchema.safeParse(data);
    return course.success ? educationPublishProblems(course.data, NO_SLUGS) : [];
  },
  hasPages: true,
  firstSelection: { kind: 'document' },
  listed: true,
  learnersTakeIt: true,
};

const PAGE: EditorKind = {
  name: 'Sida',
  rooms: true,
  form: PAGE_FORM,
  toForm: (document) => document,
  fromForm: (next) => next,
  read: (data) => {
    const page = PageSchema.safeParse(data);
    return page.success ? page.data : null;
  },
  course: () => null,
  publishProblems: (data) => {
    const page = PageSchema.safeParse(data);
    return page.success ? pagePublishProblems(page.data, NO_SLUGS) : [];
  },
  hasPages: true,
  firstSelection: { kind: 'page-document' },
  listed: true,
  learnersTakeIt: false,
};

const SETTINGS: EditorKind = {
  name: 'Webbplatsinställningar',
  rooms: false,
  form: SETTINGS_FORM,
  // With their defaults for the form, keeping every key they have; as they are when they do not
  // parse (the save then says what is wrong), never a crash.
  toForm: (document) => {
    const parsed = SettingsSchema.safeParse(document);
    return parsed.success ? { ...document, ...(parsed.data as Data) } : document;
  },
  fromForm: (next) => next,
  // The settings have no pages of blocks to show or compare.
  read: () => null,
  course: () => null,
  publishProblems: () => [],
  hasPages: false,
  firstSelection: { kind: 'document' },
  listed: false,
  learnersTakeIt: false,
};

export const EDITOR_KINDS: Readonly<Record<ContentKind, EditorKind>> = {
  education: EDUCATION,
  page: PAGE,
  settings: SETTINGS,
};

/** Whether a kind is one of the list's (a course or a page), which are removed and unpublished there. */
export function isListedKind(kind: ContentKind): kind is Exclude<ContentKind, 'settings'> {
  return EDITOR_KINDS[kind].listed;
}
