export {
  type ChoiceLayout,
  QuestionCheckbox,
  QuestionCheckboxCard,
  QuestionCheckboxColumn,
  QuestionCheckboxRow,
  QuestionChoice,
  type QuestionChoiceProps,
  QuestionRadio,
  QuestionRadioHorizontal,
} from './question-choice';
export { QuestionFeedback } from './question-feedback';
