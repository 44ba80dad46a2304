import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `education-presentation`; the rest comes from the course itself. */
export const educationPresentationForm: BlockFormParts<'education-presentation'> = {
  description: 'Utbildningens bild, beskrivning och kapitel, med deltagarens status och nästa steg.',
  placement: 'course',
  fields: [
    {
      key: 'html',
      widget: 'richtext',
      label: 'Text',
      help: 'Visas under utbildningens beskrivning.',
    },
  ],
  layout: BOX_LAYOUT,
};
