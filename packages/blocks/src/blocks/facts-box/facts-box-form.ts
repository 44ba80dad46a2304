import { FACTS_BOX_ICONS } from '@jamstalldhet/contract';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';
import { choicesOf, selectField } from '../../forms/select-field';
import { factsBoxLabels } from './facts-box-labels';

const ICON_NAMES: Readonly<Record<(typeof FACTS_BOX_ICONS)[number], string>> = {
  info: 'Information',
  fact: 'Fakta',
  question: 'Frågetecken',
  warning: 'Varning',
  exclamation: 'Utropstecken',
  check: 'Bock',
};

/**
 * The editor's form for `facts-box`. It writes `box_title` and `box_text`; the block falls back
 * to `title` and `html` only for older content.
 */
export const factsBoxForm: BlockFormParts<'facts-box'> = {
  description: 'En ruta med fakta eller ett tips bredvid den löpande texten.',
  fields: [
    {
      key: 'box_title',
      widget: 'text',
      label: 'Rubrik',
      help: `Utan rubrik heter rutan "${factsBoxLabels['factsBox.label']}" för skärmläsare.`,
      maxLength: 200,
    },
    { key: 'box_text', widget: 'richtext', label: 'Text', required: true },
    /* @__PURE__ */ selectField('icon', 'Ikon', /* @__PURE__ */ choicesOf(FACTS_BOX_ICONS, ICON_NAMES), {
      emptyLabel: 'Ingen ikon',
    }),
  ],
  layout: TEXT_LAYOUT,
};
