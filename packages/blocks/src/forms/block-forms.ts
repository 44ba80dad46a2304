import { type Block, type BlockName, type BlockPart, BlockSchema } from '@jamstalldhet/contract';
import { cardFullForm } from '../blocks/card-full/card-full-form';
import { cardsMultipleForm } from '../blocks/cards-multiple/cards-multiple-form';
import { commentsForm } from '../blocks/comments/comments-form';
import { dividerForm } from '../blocks/divider/divider-form';
import { educationArchiveForm } from '../blocks/education-archive/education-archive-form';
import { educationCertificateForm } from '../blocks/education-certificate/education-certificate-form';
import { educationPresentationForm } from '../blocks/education-presentation/education-presentation-form';
import { educationSchemaForm } from '../blocks/education-schema/education-schema-form';
import { educationUserProgressForm } from '../blocks/education-user-progress/education-user-progress-form';
import { factsBoxForm } from '../blocks/facts-box/facts-box-form';
import { imageForm } from '../blocks/image/image-form';
import { linkButtonForm } from '../blocks/link-button/link-button-form';
import { listForm } from '../blocks/list/list-form';
import { listDownloadsForm } from '../blocks/list-downloads/list-downloads-form';
import { listEducationsForm } from '../blocks/list-educations/list-educations-form';
import { listFaqForm } from '../blocks/list-faq/list-faq-form';
import { listSoundsForm } from '../blocks/list-sounds/list-sounds-form';
import { listUsersForm } from '../blocks/list-users/list-users-form';
import { logoutForm } from '../blocks/logout/logout-form';
import { myCertificatesForm } from '../blocks/my-certificates/my-certificates-form';
import { mySettingsForm } from '../blocks/my-settings/my-settings-form';
import {
  questionCheckboxCardForm,
  questionCheckboxColumnForm,
  questionCheckboxForm,
  questionCheckboxRowForm,
  questionRadioForm,
  questionRadioHorizontalForm,
} from '../blocks/question-choice/question-choice-form';
import { questionInputTextForm, questionTextareaForm } from '../blocks/question-text/question-text-form';
import { quoteForm } from '../blocks/quote/quote-form';
import { textForm } from '../blocks/text/text-form';
import { videoFullForm } from '../blocks/video-full/video-full-form';
import { newBlockId } from '../engine/editor/block-identity';
import type { BlockForm } from './form-types';
import { emptyValues } from './new-values';

/*
 * The editor's forms, one per block type, each kept beside its block. Only the editor imports
 * this module (a lazy chunk for staff): the blocks' own folders do not export their forms, so a
 * learner's page never loads them.
 */

/**
 * Every block type's form, by block name: what "Lägg till block" offers, in this order. A block
 * type without a form does not compile, and the forms' tests fail.
 */
export const BLOCK_FORMS: { readonly [Name in BlockName]: BlockForm<Name> } = {
  text: textForm,
  image: imageForm,
  'video-full': videoFullForm,
  list: listForm,
  'facts-box': factsBoxForm,
  quote: quoteForm,
  'link-button': linkButtonForm,
  'card-full': cardFullForm,
  'cards-multiple': cardsMultipleForm,
  'list-faq': listFaqForm,
  'list-downloads': listDownloadsForm,
  'list-sounds': listSoundsForm,
  divider: dividerForm,
  'question-radio': questionRadioForm,
  'question-radio-horizontal': questionRadioHorizontalForm,
  'question-checkbox': questionCheckboxForm,
  'question-checkbox-card': questionCheckboxCardForm,
  'question-checkbox-row': questionCheckboxRowForm,
  'question-checkbox-column': questionCheckboxColumnForm,
  'question-input-text': questionInputTextForm,
  'question-textarea': questionTextareaForm,
  'education-presentation': educationPresentationForm,
  'education-schema': educationSchemaForm,
  'education-user-progress': educationUserProgressForm,
  'education-certificate': educationCertificateForm,
  'list-educations': listEducationsForm,
  'my-certificates': myCertificatesForm,
  comments: commentsForm,
  'education-archive': educationArchiveForm,
  'list-users': listUsersForm,
  'my-settings': mySettingsForm,
  logout: logoutForm,
};

/**
 * The form of a block type; `undefined` for a name the package does not know (content from a
 * newer site), which the editor shows without a form.
 *
 * @example blockForm('video-full')?.label // 'Video'
 */
export function blockForm(name: string): BlockForm | undefined {
  return Object.hasOwn(BLOCK_FORMS, name) ? BLOCK_FORMS[name as BlockName] : undefined;
}

/**
 * A new block of a type, as "Lägg till block" adds it: a new `block_id`, every field of its form
 * at its starting value (empty texts, a question's two options "Alternativ 1" and "Alternativ 2"
 * with new ids), and the contract's defaults. It passes the draft checks; publishing asks for
 * more (a video's text version, a right answer when the question is corrected).
 *
 * @example newBlock('question-radio').answers?.map((option) => option.label) // ['Alternativ 1', 'Alternativ 2']
 */
export function newBlock(name: BlockName, part: BlockPart = 'normal'): Block {
  const form: BlockForm = BLOCK_FORMS[name];
  return BlockSchema.parse({
    ...emptyValues(form.fields),
    ...emptyValues(form.layout),
    block_id: newBlockId(),
    name,
    part,
  });
}
