import { LIST_ICONS, type ListIcon } from '@jamstalldhet/contract';
import { INTRO_FIELD, ITEM_TEXT_FIELDS, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';
import { choicesOf, selectField } from '../../forms/select-field';

const ICON_NAMES: Readonly<Record<ListIcon, string>> = { check: 'Bock', arrow: 'Pil', star: 'Stjärna' };

/** The editor's form for `list`; it writes `items` (the block also reads an older `list`). */
export const listForm: BlockFormParts<'list'> = {
  description: 'En punktlista eller en numrerad lista, till exempel steg i ordning.',
  fields: [
    TITLE_FIELD,
    INTRO_FIELD,
    // ListBlock numbers the list for 'numbered' and bullets it otherwise.
    /* @__PURE__ */ selectField(
      'type',
      'Typ av lista',
      { numbered: 'Numrerad lista' },
      { emptyLabel: 'Punktlista' },
    ),
    /* @__PURE__ */ selectField(
      'icon',
      'Punkternas ikon',
      /* @__PURE__ */ choicesOf(LIST_ICONS, ICON_NAMES),
      {
        help: 'Gäller punktlistor.',
        emptyLabel: 'Vanlig punkt',
      },
    ),
    { key: 'items', widget: 'list', label: 'Punkter', itemLabel: 'Punkt', fields: ITEM_TEXT_FIELDS },
  ],
  layout: TEXT_LAYOUT,
};
