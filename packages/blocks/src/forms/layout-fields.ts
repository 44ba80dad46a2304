import {
  BLOCK_BACKGROUNDS,
  BLOCK_PADDINGS,
  type BlockBackground,
  type BlockVisibility,
} from '@jamstalldhet/contract';
import type {
  BlockFormField,
  BlockLayoutKey,
  CheckboxFormField,
  SelectChoice,
  SelectFormField,
} from './form-types';

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

/**
 * A select's choices from one of the contract's lists and the Swedish names of its values, so a
 * value added to the contract needs a name here (the type says so) and then shows in every form.
 */
export function choicesOf<Value extends string>(
  values: readonly Value[],
  names: Readonly<Record<Value, string>>,
): SelectChoice[] {
  return values.map((value) => ({ value, label: names[value] }));
}

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
const visibility: SelectFormField<'visibility'> = {
  key: 'visibility',
  widget: 'select',
  label: 'Visas för',
  choices: /* @__PURE__ */ choicesOf(['all', 'logged_in', 'anonymous'], VISIBILITY_NAMES),
};

const bgcolor: SelectFormField<'bgcolor'> = {
  key: 'bgcolor',
  widget: 'select',
  label: 'Bakgrundsfärg',
  emptyLabel: 'Ingen',
  choices: /* @__PURE__ */ choicesOf(BLOCK_BACKGROUNDS, COLOUR_NAMES),
};

const padding: SelectFormField<'padding'> = {
  key: 'padding',
  widget: 'select',
  label: 'Luft runt blocket',
  emptyLabel: 'Normal',
  choices: /* @__PURE__ */ choicesOf(BLOCK_PADDINGS, PADDING_NAMES),
};

const border: CheckboxFormField<'border'> = { key: 'border', widget: 'checkbox', label: 'Ram runt blocket' };

// Left is the frame's default, so it is the empty choice and a new block leaves `align` out.
const align: SelectFormField<'align'> = {
  key: 'align',
  widget: 'select',
  label: 'Textjustering',
  emptyLabel: 'Vänster',
  choices: [
    { value: 'center', label: 'Centrerad' },
    { value: 'right', label: 'Höger' },
  ],
};

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
