import { TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';
import { educationUserProgressLabels } from './education-user-progress-labels';

/** The editor's form for `education-user-progress`. */
export const educationUserProgressForm: BlockFormParts<'education-user-progress'> = {
  description: 'Hur stor del av utbildningen deltagaren har gjort.',
  placement: 'course',
  fields: [
    {
      ...TITLE_FIELD,
      label: 'Etikett',
      help: `Annars "${educationUserProgressLabels['userProgress.label']}".`,
    },
  ],
  layout: BOX_LAYOUT,
};
