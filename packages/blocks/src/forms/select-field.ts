import type { SelectChoice, SelectFormField } from './form-types';

/** What a select may say besides its key, label and choices. */
type SelectExtras = Pick<SelectFormField, 'help' | 'emptyLabel' | 'required'>;

/**
 * A select's choices from one of the contract's lists and the Swedish names of its values, so a
 * value added to the contract needs a name here (the type says so) and then shows in every form.
 */
export function choicesOf<Value extends string>(
  values: readonly Value[],
  names: Readonly<Record<Value, string>>,
): SelectChoice[] {
  return values.map((value) => ({ value, label: names[value] }));
}

/**
 * A select field. `choices` names each value in Swedish, in the order the list offers them:
 * `{ left: 'Till vänster', right: 'Till höger' }`, or a list made by `choicesOf`.
 *
 * @example selectField('image_position', 'Bildens placering', { left: 'Till vänster', right: 'Till höger' })
 */
export function selectField<Key extends string>(
  key: Key,
  label: string,
  choices: Readonly<Record<string, string>> | readonly SelectChoice[],
  extras: SelectExtras = {},
): SelectFormField<Key> {
  const list = Array.isArray(choices)
    ? (choices as readonly SelectChoice[])
    : Object.entries(choices).map(([value, name]) => ({ value, label: name }));
  return { key, widget: 'select', label, ...extras, choices: list };
}
