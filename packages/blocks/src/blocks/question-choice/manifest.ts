import { defineBlockFolder } from '../block-manifest';

/** What every choice question reads: its layouts differ only in how options are laid out. */
const CHOICE_FIELDS = [
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

/** The `question-choice` folder: its blocks, texts and code (see `block-manifest.ts`). */
export const questionChoiceManifest = defineBlockFolder({
  folder: 'question-choice',
  blocks: {
    'question-radio': {
      title: 'Fråga med ett svar',
      component: 'QuestionRadio',
      fields: CHOICE_FIELDS,
    },
    'question-radio-horizontal': {
      title: 'Fråga med ett svar, vågrät',
      component: 'QuestionRadioHorizontal',
      fields: CHOICE_FIELDS,
    },
    'question-checkbox': {
      title: 'Fråga med flera svar',
      component: 'QuestionCheckbox',
      fields: CHOICE_FIELDS,
    },
    'question-checkbox-card': {
      title: 'Fråga med flera svar, kort',
      component: 'QuestionCheckboxCard',
      fields: CHOICE_FIELDS,
    },
    'question-checkbox-row': {
      title: 'Fråga med flera svar, rad',
      component: 'QuestionCheckboxRow',
      fields: CHOICE_FIELDS,
    },
    'question-checkbox-column': {
      title: 'Fråga med flera svar, kolumner',
      component: 'QuestionCheckboxColumn',
      fields: CHOICE_FIELDS,
    },
  },
});
