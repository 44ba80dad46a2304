import type { AnswerOption } from '@jamstalldhet/contract';
import { newOptionId } from '../engine/editor/block-identity';
import type { BlockFormField, ListFormField } from './form-types';
import { formWidgetLabels } from './widget-labels';

/**
 * A new answer option, numbered for its place ("Alternativ 3"), with an id made once and kept
 * when the option is moved or renamed: learners' answers are saved by it.
 *
 * @example newAnswerOption(1) // { id: 'o-4hx9qk2m7z', label: 'Alternativ 1', correct: false }
 */
export function newAnswerOption(number: number): AnswerOption {
  return { id: newOptionId(), label: formWidgetLabels.newOption(number), correct: false };
}

/** The value a field starts with in a new block or item; `undefined` leaves the field out. */
function emptyValue(field: BlockFormField): unknown {
  switch (field.widget) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'url':
    case 'video-url':
      return '';
    case 'checkbox':
      return false;
    // An image without an address is no image: `ImageSchema` needs one.
    case 'image':
      return undefined;
    case 'select':
      return field.emptyLabel === undefined ? field.choices[0]?.value : undefined;
    case 'number':
      return field.default;
    case 'options':
      return [newAnswerOption(1), newAnswerOption(2)];
    case 'list':
      return Array.from({ length: field.min ?? 0 }, () => newListItem(field));
    case 'group':
      return emptyValues(field.fields);
    default:
      return field satisfies never;
  }
}

/** An object with each field's starting value, leaving out fields that start empty. */
export function emptyValues(fields: readonly BlockFormField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [field.key, emptyValue(field)]).filter(([, value]) => value !== undefined),
  );
}

/**
 * A new item of a list field with its fields' starting values, and an id when the list's items
 * carry one (`itemId`).
 *
 * @example newListItem(listFaqForm.fields[2]) // { question: '', answer: '' }
 */
export function newListItem(field: ListFormField): Record<string, unknown> {
  return { ...(field.itemId ? { id: newOptionId() } : {}), ...emptyValues(field.fields) };
}
