import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `quote`: the quote is `html`, its source is `title`. */
export const quoteForm: BlockFormParts<'quote'> = {
  description: 'Ett citat med vem som sa det.',
  fields: [
    { key: 'html', widget: 'richtext', label: 'Citat', required: true },
    { key: 'title', widget: 'text', label: 'Källa', help: 'Vem som sa eller skrev det.', maxLength: 200 },
  ],
  layout: TEXT_LAYOUT,
};
