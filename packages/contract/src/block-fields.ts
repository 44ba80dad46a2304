import type { Block } from './block';

/**
 * The fields of a block that `BlockList` reads for every block (where and how it is placed),
 * besides what the block itself reads.
 */
export const BLOCK_LAYOUT_FIELDS = [
  'block_id',
  'name',
  'post_id',
  'part',
  'visibility',
  'bgcolor',
  'padding',
  'border',
  'align',
  'sidebar',
  'mandatory',
] as const satisfies readonly (keyof Block)[];

const QUESTION_CHOICE = [
  'title',
  'html',
  'answers',
  'has_correction',
  'check_on_server',
  'correct_heading',
  'correct_description',
  'wrong_heading',
  'wrong_description',
  'multiselect',
  'bubbles',
] as const;
const QUESTION_TEXT = [
  'title',
  'html',
  'max_length',
  'placeholder',
  'textarea_bgcolor',
  'textarea_arrow',
] as const;
const TITLED = ['title', 'html'] as const;

/**
 * The content fields each block of the package reads, by block name: what an editor fills in
 * for it. `BlockOf<'question-radio'>` is the type of such a block.
 */
export const BLOCK_FIELDS = {
  text: TITLED,
  image: ['image', 'image_title', 'image_text', 'image_position'],
  list: ['title', 'html', 'items', 'list', 'type', 'icon'],
  'facts-box': ['title', 'html', 'box_title', 'box_text', 'icon'],
  'list-faq': ['title', 'html', 'items', 'list'],
  'card-full': ['title', 'html', 'image', 'image_position', 'button'],
  'cards-multiple': ['title', 'html', 'items', 'list'],
  'list-downloads': ['title', 'html', 'items', 'list'],
  'education-schema': ['title', 'html', 'items', 'list'],
  quote: TITLED,
  'link-button': ['button'],
  divider: [],
  'question-radio': QUESTION_CHOICE,
  'question-radio-horizontal': QUESTION_CHOICE,
  'question-checkbox': QUESTION_CHOICE,
  'question-checkbox-card': QUESTION_CHOICE,
  'question-checkbox-row': QUESTION_CHOICE,
  'question-checkbox-column': QUESTION_CHOICE,
  'question-input-text': QUESTION_TEXT,
  'question-textarea': QUESTION_TEXT,
  'video-full': [
    'title',
    'html',
    'image',
    'video_url',
    'video_url_visual',
    'video_url_sign',
    'video_transcript',
  ],
  'list-sounds': ['title', 'html', 'items', 'sound_url', 'sound_transcript'],
  'education-presentation': ['html'],
  'education-user-progress': ['title'],
  'education-certificate': TITLED,
  'list-educations': TITLED,
  'my-certificates': TITLED,
  comments: TITLED,
  'education-archive': ['title', 'html', 'folders', 'form'],
  'list-users': TITLED,
  'my-settings': TITLED,
  logout: TITLED,
} as const satisfies Readonly<Record<string, readonly (keyof Block)[]>>;

/** The name of a block the package renders. */
export type BlockName = keyof typeof BLOCK_FIELDS;

/** The fields of one block: its layout fields and the content fields it reads. */
export type BlockOf<Name extends BlockName> = Pick<
  Block,
  (typeof BLOCK_LAYOUT_FIELDS)[number] | (typeof BLOCK_FIELDS)[Name][number]
> & { name: Name };

/**
 * Every block of the package as a union discriminated by `name`: narrowing on `name` says which
 * fields a block has.
 *
 * @example if (block.name === 'video-full') block.video_url // string | undefined
 */
export type KnownBlock = { [Name in BlockName]: BlockOf<Name> }[BlockName];
