import {
  BLOCK_BACKGROUNDS,
  BLOCK_PADDINGS,
  type BlockBackground,
  type BlockVisibility,
} from '@jamstalldhet/contract';
import type { BlockFormField, BlockLayoutKey, CheckboxFormField } from './form-types';
import { choicesOf, selectField } from './select-field';

/** The heading of a form's layout part (`BlockForm.layout`). */
export const LAYOUT_LEGEND = 'Utseende';

/** The colours' Swedish names: block backgrounds, and a text answer's field. */
export const COLOUR_NAMES: Readonly<Record<BlockBackground, string>> = {
  white: 'Vit',
  light: 'Ljus',
  purple: 'Lila',
  yellow: 'Gul',
  green: 'Grön',
  blue: 'Blå',
  pink: 'Rosa',
  grey: 'Grå',
};

const PADDING_NAMES: Readonly<Record<(typeof BLOCK_PADDINGS)[number], string>> = {
  none: 'Ingen',
  small: 'Lite',
  large: 'Mycket',
};

const VISIBILITY_NAMES: Readonly<Record<BlockVisibility, string>> = {
  all: 'Alla',
  logged_in: 'Bara inloggade',
  anonymous: 'Bara ej inloggade',
};

// Calls at the top of a module are kept by bundlers unless marked pure: the learner's pages
// import the package's entry and must not carry the forms.
const visibility = /* @__PURE__ */ selectField('visibility', 'Visas för', VISIBILITY_NAMES);

const bgcolor = /* @__PURE__ */ selectField(
  'bgcolor',
  'Bakgrundsfärg',
  /* @__PURE__ */ choicesOf(BLOCK_BACKGROUNDS, COLOUR_NAMES),
  { emptyLabel: 'Ingen' },
);

const padding = /* @__PURE__ */ selectField(
  'padding',
  'Luft runt blocket',
  /* @__PURE__ */ choicesOf(BLOCK_PADDINGS, PADDING_NAMES),
  { emptyLabel: 'Normal' },
);

const border: CheckboxFormField<'border'> = { key: 'border', widget: 'checkbox', label: 'Ram runt blocket' };

// Left is the frame's default, so it is the empty choice and a new block leaves `align` out.
const align = /* @__PURE__ */ selectField(
  'align',
  'Textjustering',
  { center: 'Centrerad', right: 'Höger' },
  { emptyLabel: 'Vänster' },
);

/** Layout of a block of text or media: who sees it, its frame, and its text alignment. */
export const TEXT_LAYOUT: readonly BlockFormField<BlockLayoutKey>[] = [
  visibility,
  bgcolor,
  padding,
  border,
  align,
];

/** Layout of a question or a tool (a form, a list of courses): its controls keep their own alignment. */
export const BOX_LAYOUT: readonly BlockFormField<BlockLayoutKey>[] = [visibility, bgcolor, padding, border];

/** Layout of a divider: who sees it and the space around it. */
export const DIVIDER_LAYOUT: readonly BlockFormField<BlockLayoutKey>[] = [visibility, padding];

/** A question's "Obligatorisk fråga": the learner must answer it to go on (SPEC §3). */
export const MANDATORY_FIELD: CheckboxFormField<'mandatory'> = {
  key: 'mandatory',
  widget: 'checkbox',
  label: 'Obligatorisk fråga',
  help: 'Deltagaren måste svara för att gå vidare.',
};
