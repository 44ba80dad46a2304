import { FormField, formWidgetLabels, newAnswerOption, type OptionsFormField } from '@jamstalldhet/blocks';
import type { AnswerOption } from '@jamstalldhet/contract';
import { errorAt, fieldId } from './field-ids';
import { FieldMessages, hintText, labelText, messageProps } from './field-texts';
import { isRecord, replacedAt } from './field-values';
import { formLabels } from './form-labels';
import { ItemButtons } from './item-buttons';
import { addButtonId, useItemList } from './use-item-list';
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
export function OptionsField({
  field,
  value,
  keys,
  onChange,
  idPrefix,
  errors,
}: WidgetProps<OptionsFormField>) {
  const options = optionsOf(value);
  const list = useItemList({
    items: options,
    onChange,
    keys,
    idPrefix,
    itemLabel: field.itemLabel,
    min: field.min,
    max: field.max,
    newItem: newAnswerOption,
    addedFocus: (index) => fieldId(idPrefix, [...keys, index, 'label']),
  });
  const error = errorAt(errors, keys);
  const hint = hintText(field.help, formLabels.count(field.min, field.max));
  const change = (index: number, option: AnswerOption) => onChange(replacedAt(options, index, option));
  return (
    <fieldset
      id={list.listId}
      tabIndex={-1}
      className="web-block-form__group"
      {...messageProps(list.listId, hint, error)}
    >
      <legend className="web-block-form__legend">{labelText(field)}</legend>
      <FieldMessages id={list.listId} hint={hint} error={error} />
      {options.length > 0 && (
        <ol className="web-block-form__items">
          {options.map((option, index) => {
            const itemKeys = [...keys, index];
            const itemId = list.itemId(index);
            const correctId = fieldId(idPrefix, [...itemKeys, 'correct']);
            // A repeated id is the option's problem, not a field's: it is shown on the option.
            const itemError = errorAt(errors, itemKeys) ?? errorAt(errors, [...itemKeys, 'id']);
            return (
              <li key={list.itemKeys[index]}>
                <fieldset
                  id={itemId}
                  tabIndex={-1}
                  className="web-block-form__item web-block-form__option"
                  {...messageProps(itemId, false, itemError)}
                >
                  <legend className="jb-visually-hidden">
                    {formLabels.itemName(field.itemLabel, index + 1)}
                  </legend>
                  <FieldMessages id={itemId} error={itemError} />
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
                  <ItemButtons
                    itemId={itemId}
                    itemLabel={field.itemLabel}
                    index={index}
                    count={options.length}
                    canRemove={list.canRemove}
                    onMove={(to) => list.move(index, to)}
                    onRemove={() => list.remove(index)}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <button
          id={addButtonId(list.listId)}
          type="button"
          className="jb-button"
          data-variant="secondary"
          disabled={!list.canAdd}
          onClick={list.add}
        >
          {formLabels.add(field.itemLabel)}
        </button>
      </div>
    </fieldset>
  );
}
