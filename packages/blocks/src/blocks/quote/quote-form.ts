import type { BlockForm } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';
import { BLOCK_KIND_NAMES } from '../block-catalog';

/** The editor's form for `quote`: the quote is `html`, its source is `title`. */
export const quoteForm: BlockForm<'quote'> = {
  name: 'quote',
  label: BLOCK_KIND_NAMES.quote,
  description: 'Ett citat med vem som sa det.',
  fields: [
    { key: 'html', widget: 'richtext', label: 'Citat', required: true },
    { key: 'title', widget: 'text', label: 'Källa', help: 'Vem som sa eller skrev det.', maxLength: 200 },
  ],
  layout: TEXT_LAYOUT,
};
