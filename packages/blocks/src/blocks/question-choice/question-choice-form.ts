import { TITLE_MAX_LENGTH } from '../../forms/common-fields';
import type { BlockContentKey, BlockFormField, BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT, MANDATORY_FIELD } from '../../forms/layout-fields';
import { questionLabels } from '../../parts/question-labels';

type ChoiceKey = BlockContentKey<'question-radio'> | 'mandatory';

// Which answer the learner may give follows from the block type, so `multiselect` is not offered:
// a checkbox question takes several answers whatever it says, a radio question one.
function choiceFields(fewestOptions: number): readonly BlockFormField<ChoiceKey>[] {
  return [
    { key: 'title', widget: 'text', label: 'Fråga', required: true, maxLength: TITLE_MAX_LENGTH },
    { key: 'html', widget: 'richtext', label: 'Beskrivning', help: 'Visas under frågan.', more: true },
    {
      key: 'answers',
      widget: 'options',
      label: 'Svarsalternativ',
      itemLabel: 'Alternativ',
      min: fewestOptions,
      max: 20,
    },
    MANDATORY_FIELD,
    {
      key: 'has_correction',
      widget: 'checkbox',
      label: 'Rätta svaret',
      help: 'Deltagaren kan kontrollera sitt svar och får återkopplingen nedan.',
    },
    {
      key: 'correct_heading',
      widget: 'text',
      label: 'Rubrik vid rätt svar',
      help: `Annars "${questionLabels['question.correctHeading']}".`,
      maxLength: TITLE_MAX_LENGTH,
      more: true,
    },
    { key: 'correct_description', widget: 'richtext', label: 'Återkoppling vid rätt svar', more: true },
    {
      key: 'wrong_heading',
      widget: 'text',
      label: 'Rubrik vid fel svar',
      help: `Annars "${questionLabels['question.wrongHeading']}".`,
      maxLength: TITLE_MAX_LENGTH,
      more: true,
    },
    { key: 'wrong_description', widget: 'richtext', label: 'Återkoppling vid fel svar', more: true },
    { key: 'bubbles', widget: 'checkbox', label: 'Alternativen som rundade bubblor', more: true },
  ];
}

// A radio question needs two options to be a choice; a checkbox question may be one box to tick.
const radioFields = /* @__PURE__ */ choiceFields(2);
const checkboxFields = /* @__PURE__ */ choiceFields(1);

/** The editor's form for `question-radio`. */
export const questionRadioForm: BlockFormParts<'question-radio'> = {
  description: 'En fråga där deltagaren väljer ett svar, med alternativen under varandra.',
  placement: 'course',
  fields: radioFields,
  layout: BOX_LAYOUT,
};

/** The editor's form for `question-radio-horizontal`. */
export const questionRadioHorizontalForm: BlockFormParts<'question-radio-horizontal'> = {
  description: 'En fråga där deltagaren väljer ett svar, med alternativen bredvid varandra som en skala.',
  placement: 'course',
  fields: radioFields,
  layout: BOX_LAYOUT,
};

/** The editor's form for `question-checkbox`. */
export const questionCheckboxForm: BlockFormParts<'question-checkbox'> = {
  description: 'En fråga där deltagaren kan välja flera svar, med alternativen under varandra.',
  placement: 'course',
  fields: checkboxFields,
  layout: BOX_LAYOUT,
};

/** The editor's form for `question-checkbox-card`. */
export const questionCheckboxCardForm: BlockFormParts<'question-checkbox-card'> = {
  description: 'En fråga där deltagaren kan välja flera svar, med alternativen som kort.',
  placement: 'course',
  fields: checkboxFields,
  layout: BOX_LAYOUT,
};

/** The editor's form for `question-checkbox-row`. */
export const questionCheckboxRowForm: BlockFormParts<'question-checkbox-row'> = {
  description: 'En fråga där deltagaren kan välja flera svar, med alternativen på en rad.',
  placement: 'course',
  fields: checkboxFields,
  layout: BOX_LAYOUT,
};

/** The editor's form for `question-checkbox-column`. */
export const questionCheckboxColumnForm: BlockFormParts<'question-checkbox-column'> = {
  description: 'En fråga där deltagaren kan välja flera svar, med alternativen i kolumner.',
  placement: 'course',
  fields: checkboxFields,
  layout: BOX_LAYOUT,
};
