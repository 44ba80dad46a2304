import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';
import { commentsLabels } from './comments-labels';

/** The editor's form for `comments`. */
export const commentsForm: BlockFormParts<'comments'> = {
  description: 'Kommentarer på sidan, som inloggade kan skriva och svara på.',
  fields: [{ ...TITLE_FIELD, help: `Annars "${commentsLabels['comments.heading']}".` }, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
