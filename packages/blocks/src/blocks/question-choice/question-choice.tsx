import { useId, useState } from 'react';
import { useAnswer } from '../../blocks-provider/use-answer';
import { tokenList } from '../../engine/formatting/token-list';
import { useLabels } from '../../i18n/labels';
import { blockControlId } from '../../parts/block-ids';
import type { BlockProps } from '../../parts/block-props';
import { Button } from '../../parts/button';
import { MissingAnswer } from '../../parts/missing-answer';
import { questionLabels } from '../../parts/question-labels';
import { RichText } from '../../parts/rich-text';
import { QuestionFeedback } from './question-feedback';
import { useAnswerFeedback } from './use-answer-feedback';

/** How the options are laid out. */
export type ChoiceLayout = 'vertical' | 'horizontal' | 'card' | 'row' | 'column';

export type QuestionChoiceProps = BlockProps<{
  /** Checkboxes (several answers) instead of radio buttons; `block.multiselect` also turns this on. */
  multiple?: boolean;
  /** Layout of the options. @default 'vertical' */
  layout?: ChoiceLayout;
}>;

/**
 * A question with answer options (radio buttons or checkboxes) in a fieldset. Each change is
 * reported to the host; questions with `has_correction` get a button that shows whether the
 * answer is right, with the block's feedback texts (from the server for `check_on_server`).
 *
 * @example <QuestionChoice block={block} layout="horizontal" />
 */
export function QuestionChoice({
  block,
  multiple = false,
  layout = 'vertical',
  className,
  ...rest
}: QuestionChoiceProps) {
  const t = useLabels(questionLabels);
  const { values, setValues, missing, reportCheck } = useAnswer(block);
  const baseId = useId();
  const isMultiple = multiple || block.multiselect;
  const options = block.answers ?? [];
  // Feedback shows for a saved answer, and after "Rätta svaret"; a new choice hides it again.
  // A saved answer may come after the first render (a server's page taken over, then the
  // device's answers; a learner's answers from the server), so it is told apart from the
  // learner's own latest choice rather than read once.
  const [ownChoice, setOwnChoice] = useState<readonly string[] | null>(null);
  const [checked, setChecked] = useState(false);
  const saved = values.length > 0 && !sameValues(ownChoice, values);
  const feedback = useAnswerFeedback(block, values, checked || saved);
  const result = feedback.result;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const describedBy = tokenList(block.html ? descriptionId : null, missing ? errorId : null);

  function choose(optionId: string, selected: boolean) {
    const next = isMultiple
      ? selected
        ? [...values.filter((value) => value !== optionId), optionId]
        : values.filter((value) => value !== optionId)
      : [optionId];
    setChecked(false);
    setOwnChoice(next);
    setValues(next);
  }

  return (
    <fieldset
      className={tokenList('jb-question', className)}
      data-layout={layout}
      data-bubbles={block.bubbles ? 'true' : undefined}
      data-state={missing ? 'missing' : (result ?? undefined)}
      aria-describedby={describedBy || undefined}
      {...rest}
    >
      <legend className="jb-question__legend">
        {block.title}
        {block.mandatory && (
          <>
            {' '}
            <span className="jb-question__mandatory">{t['question.mandatory']}</span>
          </>
        )}
      </legend>
      <RichText id={descriptionId} className="jb-question__description" html={block.html} />
      {missing && <MissingAnswer id={errorId} />}
      <div className="jb-question__options">
        {options.map((option, index) => {
          const inputId = index === 0 ? blockControlId(block.block_id) : `${baseId}-${index}`;
          const selected = values.includes(option.id);
          return (
            <div
              className="jb-question__option"
              key={option.id}
              data-selected={selected ? 'true' : undefined}
            >
              <input
                id={inputId}
                type={isMultiple ? 'checkbox' : 'radio'}
                name={baseId}
                value={option.id}
                checked={selected}
                aria-invalid={missing || undefined}
                onChange={(event) => choose(option.id, event.currentTarget.checked)}
              />
              <label htmlFor={inputId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      {block.has_correction && (
        <Button
          className="jb-question__check"
          disabled={values.length === 0}
          onClick={() => {
            setChecked(true);
            reportCheck(values);
          }}
        >
          {t['question.check']}
        </Button>
      )}
      {block.has_correction && (
        <QuestionFeedback block={feedback.texts} result={result} note={feedback.note} />
      )}
    </fieldset>
  );
}

/** `question-radio`: one answer, options under each other. */
export function QuestionRadio(props: BlockProps) {
  return <QuestionChoice {...props} />;
}

/** `question-radio-horizontal`: one answer, options side by side (a scale, yes/no). */
export function QuestionRadioHorizontal(props: BlockProps) {
  return <QuestionChoice {...props} layout="horizontal" />;
}

/** `question-checkbox`: several answers, options under each other. */
export function QuestionCheckbox(props: BlockProps) {
  return <QuestionChoice {...props} multiple />;
}

/** `question-checkbox-card`: several answers shown as cards. */
export function QuestionCheckboxCard(props: BlockProps) {
  return <QuestionChoice {...props} multiple layout="card" />;
}

/** `question-checkbox-row`: several answers in a row. */
export function QuestionCheckboxRow(props: BlockProps) {
  return <QuestionChoice {...props} multiple layout="row" />;
}

/** `question-checkbox-column`: several answers in columns. */
export function QuestionCheckboxColumn(props: BlockProps) {
  return <QuestionChoice {...props} multiple layout="column" />;
}

function sameValues(first: readonly string[] | null, second: readonly string[]): boolean {
  return first !== null && first.length === second.length && first.every((value) => second.includes(value));
}
