import { defineBlockFolder } from '../block-manifest';

/** What both text questions read. */
const TEXT_ANSWER_FIELDS = [
  'title',
  'html',
  'max_length',
  'placeholder',
  'textarea_bgcolor',
  'textarea_arrow',
] as const;

/** The `question-text` folder: its blocks, texts and code (see `block-manifest.ts`). */
export const questionTextManifest = defineBlockFolder({
  folder: 'question-text',
  blocks: {
    'question-input-text': {
      title: 'Kort textsvar',
      component: 'QuestionInputText',
      fields: TEXT_ANSWER_FIELDS,
    },
    'question-textarea': {
      title: 'Långt textsvar',
      component: 'QuestionTextarea',
      fields: TEXT_ANSWER_FIELDS,
    },
  },
});
