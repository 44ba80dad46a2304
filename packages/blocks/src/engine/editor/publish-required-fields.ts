import type { Block } from '@jamstalldhet/contract';
import { isRecord } from '@jamstalldhet/contract';
import { blockForm } from '../../forms/block-forms';
import type { BlockFormField } from '../../forms/form-types';
import { htmlText } from '../html/html-text';
import { type DocumentPlace, type PublishProblem, problemAt } from './publish-block-checks';
import { publishProblemTexts as texts, publishPlaceWords as words } from './publish-labels';

/*
 * The fields a block's form marks "obligatoriskt", checked at publish from that same form
 * description (issue 36): the form that draws the field and the check that refuses it empty are
 * one definition. Pure data is read here; the forms import no React.
 */

type Keys = readonly (string | number)[];

/** Whether a field's value gives a learner nothing: no text, no address, no image, no choice. */
function isEmptyValue(field: BlockFormField, value: unknown): boolean {
  switch (field.widget) {
    case 'richtext':
      // Rich text with only an image still shows something; tags alone do not.
      return typeof value !== 'string' || (htmlText(value) === '' && !/<img\b/i.test(value));
    case 'image':
      return !isRecord(value) || typeof value.url !== 'string' || value.url.trim() === '';
    case 'list':
    case 'options':
      return !Array.isArray(value) || value.length === 0;
    case 'number':
      return typeof value !== 'number';
    case 'checkbox':
    case 'group':
      return false;
    default:
      return typeof value !== 'string' || value.trim() === '';
  }
}

// An item of a list is named after its block: ', punkt 2'.
function itemDetail(keys: Keys): string {
  const index = keys.at(-1);
  return typeof index === 'number' ? `, ${words.item} ${index + 1}` : '';
}

function fieldsProblems(
  fields: readonly BlockFormField[],
  value: Record<string, unknown>,
  keys: Keys,
  labels: readonly string[],
  place: DocumentPlace,
  detail: string,
): PublishProblem[] {
  return fields.flatMap((field) => {
    const at = [...keys, field.key];
    const named = [...labels, field.label];
    const fieldValue = value[field.key];
    if (field.required === true && isEmptyValue(field, fieldValue)) {
      return [problemAt(place, at, texts.requiredField(named.join(', ')), detail)];
    }
    // A group's required fields count where the group is there (a download's file, not its
    // link), or where the group itself is required (a link button's link).
    if (field.widget === 'group' && (isRecord(fieldValue) || field.required === true)) {
      return fieldsProblems(field.fields, isRecord(fieldValue) ? fieldValue : {}, at, named, place, detail);
    }
    if (field.widget === 'list' && Array.isArray(fieldValue)) {
      return fieldValue.flatMap((item, index) =>
        isRecord(item)
          ? fieldsProblems(field.fields, item, [...at, index], named, place, itemDetail([...at, index]))
          : [],
      );
    }
    return [];
  });
}

/**
 * Every required field of a block's form that is empty, with the field's place: its label (and
 * the group's or list's label before it) in the message, its path in `path`. A block the package
 * has no form for is not checked here.
 *
 * @example requiredFieldProblems(linkButton, place)[0]?.message // 'Fyll i "Länk, Knappens text".'
 */
export function requiredFieldProblems(block: Block, place: DocumentPlace): PublishProblem[] {
  const form = blockForm(block.name);
  if (form === undefined) {
    return [];
  }
  return fieldsProblems(form.fields, block as Record<string, unknown>, [], [], place, '');
}
