import { DEFAULT_MAX_LENGTH, TEXTAREA_BACKGROUNDS } from '@jamstalldhet/contract';
import { TITLE_MAX_LENGTH } from '../../forms/common-fields';
import type { BlockContentKey, BlockFormField, BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT, COLOUR_NAMES, MANDATORY_FIELD } from '../../forms/layout-fields';
import { choicesOf, selectField } from '../../forms/select-field';

type TextQuestionKey = BlockContentKey<'question-textarea'> | 'mandatory';

/** Longest answer an editor may allow; an answer is saved with the learner's progress. */
export const TEXT_ANSWER_MAX_LENGTH = 10_000;

const answerFields: readonly BlockFormField<TextQuestionKey>[] = [
  { key: 'title', widget: 'text', label: 'Fråga', required: true, maxLength: TITLE_MAX_LENGTH },
  { key: 'html', widget: 'richtext', label: 'Beskrivning', help: 'Visas under frågan.', more: true },
  {
    key: 'placeholder',
    widget: 'text',
    label: 'Exempeltext i svarsfältet',
    help: 'Försvinner när deltagaren skriver; skriv det viktiga i frågan.',
    maxLength: TITLE_MAX_LENGTH,
    more: true,
  },
  {
    key: 'max_length',
    widget: 'number',
    label: 'Högsta antal tecken i svaret',
    min: 1,
    max: TEXT_ANSWER_MAX_LENGTH,
    default: DEFAULT_MAX_LENGTH,
  },
  MANDATORY_FIELD,
];

/** The editor's form for `question-input-text`. */
export const questionInputTextForm: BlockFormParts<'question-input-text'> = {
  description: 'En fråga som deltagaren svarar på med några ord på en rad.',
  placement: 'course',
  fields: answerFields,
  layout: BOX_LAYOUT,
};

// The colour and the speech-bubble look are styles of the text area only.
/** The editor's form for `question-textarea`. */
export const questionTextareaForm: BlockFormParts<'question-textarea'> = {
  description: 'En fråga som deltagaren svarar på med en längre text.',
  placement: 'course',
  fields: [
    ...answerFields,
    /* @__PURE__ */ selectField(
      'textarea_bgcolor',
      'Svarsfältets färg',
      /* @__PURE__ */ choicesOf(TEXTAREA_BACKGROUNDS, COLOUR_NAMES),
      {
        emptyLabel: 'Vit',
      },
    ),
    { key: 'textarea_arrow', widget: 'checkbox', label: 'Svarsfältet som en pratbubbla' },
  ],
  layout: BOX_LAYOUT,
};
