import {
  educationPublishProblems,
  type PublishProblem,
  pagePublishProblems,
  settingsPublishProblems,
} from '@jamstalldhet/blocks/engine';
import {
  type ContentKind,
  type Education,
  EducationSchema,
  MY_PAGES_SLUG,
  type Page,
  PageSchema,
  PublishableEducationSchema,
  type Settings,
  SettingsSchema,
} from '@jamstalldhet/contract';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { badRequest } from '../http/errors';
import { saveEducation, savePage, saveSettings } from '../storage/content';

/**
 * What differs between the kinds of document editors write, one object per kind in the manner
 * of Payload's collections (issue 39): saving, importing, publishing, listing and removing read
 * these fields and never ask which kind they have. Rooms are pages with a rule of their own
 * (`rooms`), made and removed under Rum.
 */
export interface DocumentKind {
  /** The schema a save, an import and a restore read a document of the kind with. */
  readonly schema: z.ZodType;
  /** The contract's rule for a published document of the kind, after the publish checks. */
  readonly publishable: z.ZodType;
  /** The engine's checks before a publish, with the slugs other documents and the site take. */
  publishProblems(data: unknown, slugs: ReadonlySet<string>): PublishProblem[];
  /** It has pages of blocks, which the content rules read (issue 40); the settings have none. */
  readonly hasPages: boolean;
  /** Writes the published document (what learners get). */
  publish(tx: Database, data: unknown): Promise<void>;
  /** Its blocks and levels carry ids that must stay sound (the site settings have none). */
  readonly hasIds: boolean;
  /** Fields a document keeps for good: learners' work and rooms' members are keyed by them. */
  readonly fixedFields: readonly string[];
  /** Its name in the lists, the audit and an import, where others have their title. */
  readonly fixedTitle: string | null;
  /** What `post_type` the list shows when the document names none. */
  readonly postType: string | null;
  /** Slugs of the site's own pages its slug may not take, besides the site's routes. */
  readonly reservedSlugs: readonly string[];
  /** Fields only an operator sets (through files): a draft's are replaced by the stored ones. */
  readonly operatorFields: readonly string[];
  /** Only administrators change it, a draft too: it reaches every page. */
  readonly administratorsOnly: boolean;
  /** Why editors may not remove or unpublish it, or null when they may. */
  readonly kept: { remove: string; unpublish: string } | null;
  /** Learners keep answers, results and certificates in it: closed, never removed, while they have. */
  readonly holdsLearnersWork: boolean;
  /** Users' comments and files hang on it: it is not removed while they are there. */
  readonly holdsUsersPosts: boolean;
  /** A page of this kind may be a room (`post_type: 'room'`), which is handled under Rum. */
  readonly rooms: boolean;
  /** Refuses or drops what a document of the kind may not carry, after its schema. */
  shape(document: Record<string, unknown>): void;
}

const EDUCATION: DocumentKind = {
  schema: EducationSchema,
  publishable: PublishableEducationSchema,
  publishProblems: (data, slugs) => educationPublishProblems(data as Education, { slugs }),
  publish: (tx, data) => saveEducation(tx, PublishableEducationSchema.parse(data)),
  hasIds: true,
  hasPages: true,
  fixedFields: ['id', 'educationId'],
  fixedTitle: null,
  postType: 'education',
  // A course's slug may not be "mina-sidor", whose sections read like a course's steps.
  reservedSlugs: [MY_PAGES_SLUG],
  operatorFields: [],
  administratorsOnly: false,
  kept: null,
  holdsLearnersWork: true,
  holdsUsersPosts: false,
  rooms: false,
  shape: () => {},
};

const PAGE: DocumentKind = {
  schema: PageSchema,
  publishable: PageSchema,
  publishProblems: (data, slugs) => pagePublishProblems(data as Page, { slugs }),
  publish: (tx, data) => savePage(tx, PageSchema.parse(data)),
  hasIds: true,
  hasPages: true,
  fixedFields: ['id', 'post_type'],
  fixedTitle: null,
  postType: null,
  reservedSlugs: [],
  operatorFields: [],
  administratorsOnly: false,
  kept: null,
  holdsLearnersWork: false,
  holdsUsersPosts: true,
  rooms: true,
  shape: (document) => {
    if (document.education !== undefined) {
      // A course is edited as a course; a page carrying one would publish it unchecked.
      throw badRequest('data.education: En sida kan inte innehålla en utbildning', 'data.education');
    }
    // A room's members (e-mail addresses, in the content folder's room files) are kept as
    // memberships, never in the page, whose JSON is public.
    delete document.members;
  },
};

const SETTINGS: DocumentKind = {
  schema: SettingsSchema,
  publishable: SettingsSchema,
  publishProblems: (data) => settingsPublishProblems(data as Settings),
  publish: (tx, data) => saveSettings(tx, SettingsSchema.parse(data)),
  hasIds: false,
  // Texts of the header, footer and cookie question: no pages of blocks.
  hasPages: false,
  fixedFields: [],
  fixedTitle: 'Webbplatsinställningar',
  postType: null,
  reservedSlugs: [],
  // Scripts, addresses and timings the operator sets through files.
  operatorFields: ['analytics_script_url', 'analytics_vendor_ips', 'editor_url_template', 'apiSynchTime'],
  administratorsOnly: true,
  kept: {
    remove: 'Webbplatsinställningarna kan inte tas bort',
    unpublish: 'Webbplatsinställningarna kan inte avpubliceras',
  },
  holdsLearnersWork: false,
  holdsUsersPosts: false,
  rooms: false,
  shape: () => {},
};

export const DOCUMENT_KINDS: Readonly<Record<ContentKind, DocumentKind>> = {
  education: EDUCATION,
  page: PAGE,
  settings: SETTINGS,
};
