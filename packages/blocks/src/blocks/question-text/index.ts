export { QuestionInputText, QuestionText, QuestionTextarea, type QuestionTextProps } from './question-text';
