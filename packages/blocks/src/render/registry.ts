import {
  QuestionCheckbox,
  QuestionCheckboxCard,
  QuestionCheckboxColumn,
  QuestionCheckboxRow,
  QuestionRadio,
  QuestionRadioHorizontal,
} from '../blocks/question-choice';
import { QuestionInputText, QuestionTextarea } from '../blocks/question-text';
import type { BlockComponent } from './types';

/**
 * Block name -> component, for every block the package renders. Spread it into your own
 * object to add or replace blocks: `{ ...blockRegistry, 'my-block': MyBlock }`.
 */
export const blockRegistry: Readonly<Record<string, BlockComponent>> = {
  'question-radio': QuestionRadio,
  'question-radio-horizontal': QuestionRadioHorizontal,
  'question-checkbox': QuestionCheckbox,
  'question-checkbox-card': QuestionCheckboxCard,
  'question-checkbox-row': QuestionCheckboxRow,
  'question-checkbox-column': QuestionCheckboxColumn,
  'question-input-text': QuestionInputText,
  'question-textarea': QuestionTextarea,
};
