import { z } from 'zod';
import { IdSchema, ImageSchema } from './common';

/** Default maximum length of text-input and textarea answers (SPEC §5, §9). */
export const DEFAULT_MAX_LENGTH = 30;

/** Which part of a course a block belongs to. */
export const BlockPartSchema = z.enum(['normal', 'evaluation']);
export type BlockPart = z.output<typeof BlockPartSchema>;

/** Who sees a block: everyone, only anonymous visitors, or only logged-in users. */
export const BlockVisibilitySchema = z.enum(['all', 'anonymous', 'logged_in']);
export type BlockVisibility = z.output<typeof BlockVisibilitySchema>;

/** One answer option of a question block. */
export const AnswerOptionSchema = z.looseObject({
  id: z.string().min(1),
  label: z.string(),
  correct: z.boolean().default(false),
});
export type AnswerOption = z.output<typeof AnswerOptionSchema>;

/** A call-to-action link on a block. */
export const BlockButtonSchema = z.looseObject({
  text: z.string(),
  url: z.string(),
  external: z.boolean().default(false),
  aria_label: z.string().optional(),
});
export type BlockButton = z.output<typeof BlockButtonSchema>;

/** A downloadable file (archive entries, download lists). */
export const FileSchema = z.looseObject({
  url: z.string(),
  name: z.string(),
  mime_type: z.string().optional(),
  size: z.number().nonnegative().optional(),
});
export type FileInfo = z.output<typeof FileSchema>;

/** One side of a flip card (`front`, `back`). */
export const CardSideSchema = z.looseObject({
  title: z.string().optional(),
  text: z.string().optional(),
  html: z.string().optional(),
  image: ImageSchema.optional(),
});
export type CardSide = z.output<typeof CardSideSchema>;

/**
 * An entry of a block's `items`, `list` or `slides`. Blocks use different subsets
 * (cards, FAQ entries, downloads, sounds, schema rows), so every field is optional.
 */
export const BlockItemSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  html: z.string().optional(),
  question: z.string().optional(),
  answer: z.string().optional(),
  url: z.string().optional(),
  external: z.boolean().optional(),
  image: ImageSchema.optional(),
  file: FileSchema.optional(),
  front: CardSideSchema.optional(),
  back: CardSideSchema.optional(),
  sound_url: z.string().optional(),
  sound_transcript: z.string().optional(),
  button: BlockButtonSchema.optional(),
});
export type BlockItem = z.output<typeof BlockItemSchema>;

/** A folder of an archive block. */
export const FolderSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
});
export type Folder = z.output<typeof FolderSchema>;

/**
 * A content block (SPEC §3). `name` selects the component; names the renderer does not
 * know are kept so that newer content does not break older sites.
 */
export const BlockSchema = z.looseObject({
  // Identity and layout
  block_id: z.string().min(1),
  name: z.string().min(1),
  post_id: IdSchema.optional(),
  part: BlockPartSchema.default('normal'),
  title: z.string().optional(),
  html: z.string().optional(),
  bgcolor: z.string().optional(),
  icon: z.string().optional(),
  border: z.boolean().optional(),
  padding: z.string().optional(),
  sidebar: z.boolean().optional(),
  mandatory: z.boolean().default(false),
  items: z.array(BlockItemSchema).optional(),
  list: z.array(BlockItemSchema).optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  button: BlockButtonSchema.optional(),
  front: CardSideSchema.optional(),
  back: CardSideSchema.optional(),
  slides: z.array(BlockItemSchema).optional(),
  form: z.looseObject({}).optional(),
  folders: z.array(FolderSchema).optional(),
  style: z.string().optional(),
  type: z.string().optional(),
  visibility: BlockVisibilitySchema.default('all'),
  // Questions
  answers: z.array(AnswerOptionSchema).optional(),
  has_correction: z.boolean().default(false),
  /**
   * Set by the API when it left the answer key out (a course that gives a certificate): the
   * `correct` flags and feedback texts are not sent, and a check asks the server instead.
   */
  check_on_server: z.boolean().optional(),
  correct_heading: z.string().optional(),
  correct_description: z.string().optional(),
  wrong_heading: z.string().optional(),
  wrong_description: z.string().optional(),
  multiselect: z.boolean().default(false),
  bubbles: z.boolean().optional(),
  max_length: z.number().int().positive().default(DEFAULT_MAX_LENGTH),
  placeholder: z.string().optional(),
  textarea_bgcolor: z.string().optional(),
  textarea_arrow: z.boolean().optional(),
  // Media
  video_url: z.string().optional(),
  video_url_visual: z.string().optional(),
  /**
   * The editor's statement that everything the video shows is also said (WCAG 1.2.5), so it
   * needs no audio-described version (`video_url_visual`).
   */
  video_no_visual_information: z.boolean().optional(),
  video_url_sign: z.string().optional(),
  video_transcript: z.string().optional(),
  sound_url: z.string().optional(),
  sound_transcript: z.string().optional(),
  image: ImageSchema.optional(),
  image_position: z.enum(['left', 'right', 'top', 'bottom']).optional(),
  image_title: z.string().optional(),
  image_text: z.string().optional(),
  box_title: z.string().optional(),
  box_text: z.string().optional(),
});
/** A block after parsing: defaults (`part`, `mandatory`, `max_length`, ...) applied. */
export type Block = z.output<typeof BlockSchema>;
/** A block as content authors write it: defaulted fields may be left out. */
export type BlockInput = z.input<typeof BlockSchema>;

/** Where a block sits in an education (SPEC §3 component list entry); levels are 1-based. */
export const ComponentListEntrySchema = z.looseObject({
  educationId: IdSchema,
  blockId: z.string().min(1),
  mandatory: z.boolean().default(false),
  chapter: z.number().int().positive(),
  episode: z.number().int().positive(),
  page: z.number().int().positive(),
});
export type ComponentListEntry = z.output<typeof ComponentListEntrySchema>;
