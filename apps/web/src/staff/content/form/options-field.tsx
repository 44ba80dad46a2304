import { FormField, formWidgetLabels, newAnswerOption, type OptionsFormField } from '@jamstalldhet/blocks';
import type { AnswerOption } from '@jamstalldhet/contract';
import { errorAt, fieldId } from './field-ids';
import { isRecord, replacedAt } from './field-values';
import { formLabels } from './form-labels';
import { ItemListGroup } from './item-list-group';
import type { WidgetProps } from './widget-props';

function optionsOf(value: unknown): AnswerOption[] {
  return Array.isArray(value)
    ? value.filter(isRecord).map((option) => ({
        ...option,
        id: String(option.id ?? ''),
        label: typeof option.label === 'string' ? option.label : '',
        correct: option.correct === true,
      }))
    : [];
}

/**
 * A question's answer options: each its text ("Svarsalternativ 2") and "Rätt svar", with
 * buttons to move and remove it, and "Lägg till alternativ". Ids are made by `newAnswerOption`
 * and kept through moves and renames: learners' answers are saved by them, so they are never
 * shown or edited.
 */
export function OptionsField(props: WidgetProps<OptionsFormField>) {
  const { field, value, onChange, idPrefix, keys, errors } = props;
  const options = optionsOf(value);
  const change = (index: number, option: AnswerOption) => onChange(replacedAt(options, index, option));
  return (
    <ItemListGroup
      field={field}
      items={options}
      onChange={onChange}
      place={props}
      newItem={newAnswerOption}
      addedFocus={(index) => fieldId(idPrefix, [...keys, index, 'label'])}
      // The option's text field says its number ("Svarsalternativ 2") where it is seen.
      legendHidden
      itemClassName="web-block-form__option"
      renderItem={(option, index, itemKeys) => {
        const correctId = fieldId(idPrefix, [...itemKeys, 'correct']);
        return (
          <>
            <FormField
              inputId={fieldId(idPrefix, [...itemKeys, 'label'])}
              label={formLabels.itemName(field.label, index + 1)}
              error={errorAt(errors, [...itemKeys, 'label'])}
              type="text"
              autoComplete="off"
              value={option.label}
              onChange={(event) => change(index, { ...option, label: event.target.value })}
            />
            <div className="web-block-form__check-row">
              <input
                id={correctId}
                type="checkbox"
                checked={option.correct}
                onChange={(event) => change(index, { ...option, correct: event.target.checked })}
              />
              <label htmlFor={correctId}>{formWidgetLabels.optionCorrect}</label>
            </div>
          </>
        );
      }}
    />
  );
}
