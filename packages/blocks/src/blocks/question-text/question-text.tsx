import { useId } from 'react';
import { useAnswer } from '../../blocks-provider/use-answer';
import { tokenList } from '../../engine/formatting/token-list';
import { formatLabel, useLabels } from '../../i18n/labels';
import { blockControlId } from '../../parts/block-ids';
import type { BlockProps } from '../../parts/block-props';
import { MissingAnswer } from '../../parts/missing-answer';
import { questionLabels } from '../../parts/question-labels';
import { RichText } from '../../parts/rich-text';

export type QuestionTextProps = BlockProps<{
  /** A multi-line text area instead of a one-line field. @default false */
  multiline?: boolean;
}>;

/**
 * A free-text question. The answer is limited to `max_length` characters (default 30), with
 * the limit stated before typing and a counter while typing; every change is reported.
 *
 * @example <QuestionText block={block} multiline />
 */
export function QuestionText({ block, multiline = false, className, ...rest }: QuestionTextProps) {
  const t = useLabels(questionLabels);
  const { values, setValues, missing } = useAnswer(block);
  const baseId = useId();
  const value = values[0] ?? '';
  const count = [...value].length;
  const max = block.max_length;
  const inputId = blockControlId(block.block_id);
  const ids = { description: `${baseId}-description`, limit: `${baseId}-limit`, error: `${baseId}-error` };
  const describedBy = [block.html ? ids.description : null, ids.limit, missing ? ids.error : null]
    .filter(Boolean)
    .join(' ');
  const control = {
    id: inputId,
    value,
    maxLength: max,
    placeholder: block.placeholder,
    'aria-describedby': describedBy,
    className: 'jb-control',
    'aria-invalid': missing || undefined,
    'aria-required': block.mandatory || undefined,
  };

  return (
    <div
      className={tokenList('jb-question', 'jb-question--text', className)}
      data-state={missing ? 'missing' : undefined}
      data-bgcolor={block.textarea_bgcolor}
      data-arrow={block.textarea_arrow ? 'true' : undefined}
      {...rest}
    >
      <label className="jb-question__legend" htmlFor={inputId}>
        {block.title}
        {block.mandatory && (
          <>
            {' '}
            <span className="jb-question__mandatory">{t['question.mandatory']}</span>
          </>
        )}
      </label>
      <RichText id={ids.description} className="jb-question__description" html={block.html} />
      {missing && <MissingAnswer id={ids.error} />}
      <p id={ids.limit} className="jb-question__hint">
        {formatLabel(t['question.limit'], { max })}
      </p>
      {multiline ? (
        <textarea {...control} rows={4} onChange={(event) => setValues([event.currentTarget.value])} />
      ) : (
        <input type="text" {...control} onChange={(event) => setValues([event.currentTarget.value])} />
      )}
      <p className="jb-question__counter" aria-hidden="true">
        {formatLabel(t['question.counter'], { count, max })}
      </p>
      <p className="jb-visually-hidden" role="status">
        {count >= max ? t['question.limitReached'] : ''}
      </p>
    </div>
  );
}

/** `question-input-text`: a one-line answer. */
export function QuestionInputText(props: BlockProps) {
  return <QuestionText {...props} />;
}

/** `question-textarea`: a longer answer over several lines. */
export function QuestionTextarea(props: BlockProps) {
  return <QuestionText {...props} multiline />;
}
