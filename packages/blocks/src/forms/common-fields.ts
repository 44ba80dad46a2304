import type { BlockFormField, RichTextFormField, TextareaFormField, TextFormField } from './form-types';

/*
 * Fields many blocks share, written once so that the same field has the same label everywhere.
 * A block's form uses these or writes its own where the block gives the field another meaning
 * (a quote's `title` is its source).
 */

/** Longest title: as long as a course's title (`NewEducationSchema`). */
export const TITLE_MAX_LENGTH = 200;

/** A block's heading. */
export const TITLE_FIELD: TextFormField<'title'> = {
  key: 'title',
  widget: 'text',
  label: 'Rubrik',
  maxLength: TITLE_MAX_LENGTH,
};

/** A block's body text. */
export const TEXT_FIELD: RichTextFormField<'html'> = { key: 'html', widget: 'richtext', label: 'Text' };

/** The text above what a block lists or does (items, a form, a list of courses). */
export const INTRO_FIELD: RichTextFormField<'html'> = {
  key: 'html',
  widget: 'richtext',
  label: 'Inledande text',
};

const itemTitle: TextFormField<'title'> = {
  key: 'title',
  widget: 'text',
  label: 'Rubrik',
  maxLength: TITLE_MAX_LENGTH,
};
const itemText: TextareaFormField<'text'> = {
  key: 'text',
  widget: 'textarea',
  label: 'Text',
  help: 'Utan formatering.',
};
const itemHtml: RichTextFormField<'html'> = {
  key: 'html',
  widget: 'richtext',
  label: 'Formaterad text',
  help: 'Med länkar, fetstil eller listor; visas under texten.',
};

/** The fields of a list entry or a row: a title, a plain text and a formatted text. */
export const ITEM_TEXT_FIELDS: readonly BlockFormField[] = [itemTitle, itemText, itemHtml];

/**
 * The fields of a call-to-action link (the contract's `BlockButton`); `required` when the block
 * is nothing but the link.
 */
export function buttonFields(required: boolean): readonly BlockFormField[] {
  return [
    { key: 'text', widget: 'text', label: 'Knappens text', required, maxLength: 100 },
    {
      key: 'url',
      widget: 'url',
      label: 'Adress',
      help: 'https://, mailto: eller en sida på webbplatsen som börjar med /.',
      required,
    },
    { key: 'external', widget: 'checkbox', label: 'Öppnas i ett nytt fönster' },
    {
      key: 'aria_label',
      widget: 'text',
      label: 'Namn för skärmläsare',
      help: 'Bara när knappens text inte räcker; börja med samma ord som texten.',
      maxLength: TITLE_MAX_LENGTH,
    },
  ];
}
