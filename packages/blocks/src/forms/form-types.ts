import type { BLOCK_LAYOUT_FIELDS } from '@jamstalldhet/contract';
import type { BlockFieldsOf, BlockName } from '../blocks/block-catalog';

/*
 * How an editor's form for a block is described. One description per block type drives both
 * the form the editor shows and what the tests check of it (H5P's semantics.json, made small):
 * a field names the block field it writes, its Swedish label and help, its widget and limits.
 * Descriptions are plain data (built once when the module loads) and import no React, so they
 * can live beside each block without reaching a learner's page.
 */

/** Fields no editor fills in: the block's identity, its place, and what the API sets. */
export type NotEditableBlockKey = 'block_id' | 'name' | 'post_id' | 'part' | 'check_on_server' | 'sidebar';

/** The content fields an editor may fill in for a block: the ones the block reads. */
export type BlockContentKey<Name extends BlockName> = Exclude<BlockFieldsOf<Name>, NotEditableBlockKey>;

/** The layout fields the "Utseende" part of a form may offer (`mandatory` is a question's own field). */
export type BlockLayoutKey = Exclude<(typeof BLOCK_LAYOUT_FIELDS)[number], NotEditableBlockKey | 'mandatory'>;

/** What every field has, whatever its widget. */
interface FieldBase<Widget extends string, Key extends string> {
  /** The field of the block (or of a list item or group) that this writes, e.g. `'video_url'`. */
  key: Key;
  /** Which control edits it; selects the rest of the description. */
  widget: Widget;
  /** The visible label, in Swedish. */
  label: string;
  /** One line of help under the label, in Swedish. */
  help?: string;
  /**
   * The block shows nothing useful without it: the form marks the field as required and says so
   * when it is empty. (Publishing has its own checks; see the engine's `publish-checks`.)
   * @default false
   */
  required?: boolean;
  /**
   * Seldom needed (a question's feedback, a video's other versions): the editor keeps the field
   * under "Fler fält" until it has a value, so a block's form shows what most blocks need.
   * @default false
   */
  more?: boolean;
}

/** A one-line text (a title, a button's text). Never parsed as HTML. */
export interface TextFormField<Key extends string = string> extends FieldBase<'text', Key> {
  /** Most characters the field takes. */
  maxLength?: number;
}

/** Plain text over several lines. Never parsed as HTML. */
export interface TextareaFormField<Key extends string = string> extends FieldBase<'textarea', Key> {
  /** Most characters the field takes. */
  maxLength?: number;
}

/**
 * Formatted text stored as HTML, edited with the tags and attributes of the content allow-list
 * (`CONTENT_HTML_POLICY`) only. Exactly the fields in the engine's `HTML_FIELD_KEYS` use it.
 */
export interface RichTextFormField<Key extends string = string> extends FieldBase<'richtext', Key> {}

/** An address: `https:`, `mailto:` or a path on the site (`/om-kakor`), as draft checks allow. */
export interface UrlFormField<Key extends string = string> extends FieldBase<'url', Key> {}

/** A YouTube or Vimeo address or id, as the engine's `videoSource` recognises. */
export interface VideoUrlFormField<Key extends string = string> extends FieldBase<'video-url', Key> {}

/**
 * An image (the contract's `ImageSchema`): its address, its text alternative, and "Dekorativ bild"
 * for an image that only decorates (`decorative: true`, empty `alt`). No address: no image (the
 * field is left out, never written as an empty object).
 */
export interface ImageFormField<Key extends string = string> extends FieldBase<'image', Key> {}

/** A yes-or-no field, written as `true` or `false`. */
export interface CheckboxFormField<Key extends string = string> extends FieldBase<'checkbox', Key> {}

/** One value of a select list and what it is called. */
export interface SelectChoice {
  /** The value written to the block, one of the contract's list for the field. */
  value: string;
  /** The value's name in Swedish. */
  label: string;
}

/** A value chosen from a fixed list (colours, paddings, icons, positions). */
export interface SelectFormField<Key extends string = string> extends FieldBase<'select', Key> {
  /** The values offered, in order. */
  choices: readonly SelectChoice[];
  /**
   * When set, the list starts with this choice, which leaves the field out: the block's default
   * look (e.g. "Ingen" for no background colour). Without it a new block gets the first choice.
   */
  emptyLabel?: string;
}

/** A whole number. */
export interface NumberFormField<Key extends string = string> extends FieldBase<'number', Key> {
  min?: number;
  max?: number;
  /** The value a new block gets. */
  default?: number;
}

/**
 * A question's answer options (the contract's `AnswerOption`): each a label and a "Rätt svar"
 * checkbox. Ids are made by `newAnswerOption` when an option is added and never shown or edited:
 * learners' answers are saved by them.
 */
export interface OptionsFormField<Key extends string = string> extends FieldBase<'options', Key> {
  /** What one option is called in the form ("Alternativ"), numbered when shown. */
  itemLabel: string;
  /** Fewest options a question needs. */
  min?: number;
  /** Most options a question may have. */
  max?: number;
}

/** Repeated items (list entries, cards, files, sounds, folders), each with its own fields. */
export interface ListFormField<Key extends string = string> extends FieldBase<'list', Key> {
  /** What one item is called in the form ("Punkt", "Kort"), numbered when shown. */
  itemLabel: string;
  /** The fields of one item; their keys are the item's. */
  fields: readonly BlockFormField[];
  min?: number;
  max?: number;
  /**
   * Each item carries an `id` made by `newListItem`, never shown: other data names the item by
   * it (an archive's files name their folder).
   * @default false
   */
  itemId?: boolean;
}

/** A nested object edited as one part of the form (a `button`, a card's `front`, a `file`). */
export interface GroupFormField<Key extends string = string> extends FieldBase<'group', Key> {
  /** The fields of the object; their keys are the object's. */
  fields: readonly BlockFormField[];
}

/** One field of a form, discriminated by `widget`. */
export type BlockFormField<Key extends string = string> =
  | TextFormField<Key>
  | TextareaFormField<Key>
  | RichTextFormField<Key>
  | UrlFormField<Key>
  | VideoUrlFormField<Key>
  | ImageFormField<Key>
  | CheckboxFormField<Key>
  | SelectFormField<Key>
  | NumberFormField<Key>
  | OptionsFormField<Key>
  | ListFormField<Key>
  | GroupFormField<Key>;

/** The widgets a field may use. */
export type BlockFormWidget = BlockFormField['widget'];

/**
 * The form of one block type: what "Lägg till block" offers it as, and its fields. `fields` are
 * the block's content (and a question's `mandatory`); `layout` is the "Utseende" part, the frame
 * `BlockList` draws around the block.
 *
 * @example BLOCK_FORMS['video-full'].fields.map((field) => field.key) // ['title', 'html', 'video_url', …]
 */
export interface BlockForm<Name extends BlockName = BlockName> {
  name: Name;
  /** The block type's Swedish name, as publish problems name it (its manifest's `title`). */
  label: string;
  /** One Swedish line saying what the block is for. */
  description: string;
  /**
   * Where the block belongs: `'course'` reads the course it is in (questions, the presentation,
   * progress, the certificate), `'site'` reads the visitor or the site (the course list, "Mina
   * inställningar", "Logga ut"). "Lägg til block" offers a block only where it belongs.
   * @default anywhere
   */
  placement?: 'course' | 'site';
  /** The content fields, in the order the form shows them. */
  fields: readonly BlockFormField<BlockContentKey<Name> | 'mandatory'>[];
  /** The "Utseende" fields. */
  layout: readonly BlockFormField<BlockLayoutKey>[];
}

/**
 * What a block folder's `<folder>-form.ts` writes: the form without its name and label, which
 * come from the folder's manifest.
 */
export type BlockFormParts<Name extends BlockName> = Omit<BlockForm<Name>, 'name' | 'label'>;
