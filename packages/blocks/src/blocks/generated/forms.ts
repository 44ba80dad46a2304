// Written by `npm run blocks:write` from the block folders' manifests: do not edit.
import { textForm } from '../text/text-form';
import { imageForm } from '../image/image-form';
import { videoFullForm } from '../video-full/video-full-form';
import { listForm } from '../list/list-form';
import { factsBoxForm } from '../facts-box/facts-box-form';
import { quoteForm } from '../quote/quote-form';
import { linkButtonForm } from '../link-button/link-button-form';
import { cardFullForm } from '../card-full/card-full-form';
import { cardsMultipleForm } from '../cards-multiple/cards-multiple-form';
import { listFaqForm } from '../list-faq/list-faq-form';
import { listDownloadsForm } from '../list-downloads/list-downloads-form';
import { listSoundsForm } from '../list-sounds/list-sounds-form';
import { dividerForm } from '../divider/divider-form';
import { questionCheckboxCardForm, questionCheckboxColumnForm, questionCheckboxForm, questionCheckboxRowForm, questionRadioForm, questionRadioHorizontalForm } from '../question-choice/question-choice-form';
import { questionInputTextForm, questionTextareaForm } from '../question-text/question-text-form';
import { educationPresentationForm } from '../education-presentation/education-presentation-form';
import { educationSchemaForm } from '../education-schema/education-schema-form';
import { educationUserProgressForm } from '../education-user-progress/education-user-progress-form';
import { educationCertificateForm } from '../education-certificate/education-certificate-form';
import { listEducationsForm } from '../list-educations/list-educations-form';
import { myCertificatesForm } from '../my-certificates/my-certificates-form';
import { commentsForm } from '../comments/comments-form';
import { educationArchiveForm } from '../education-archive/education-archive-form';
import { listUsersForm } from '../list-users/list-users-form';
import { mySettingsForm } from '../my-settings/my-settings-form';
import { logoutForm } from '../logout/logout-form';
import type { BlockFormParts } from '../../forms/form-types';
import type { BlockName } from '../block-catalog';

/** Each block's form in the editor (`<folder>-form.ts`, named after the block), in the folders' order. */
export const FORMS: { readonly [Name in BlockName]: BlockFormParts<Name> } = {
  'text': textForm,
  'image': imageForm,
  'video-full': videoFullForm,
  'list': listForm,
  'facts-box': factsBoxForm,
  'quote': quoteForm,
  'link-button': linkButtonForm,
  'card-full': cardFullForm,
  'cards-multiple': cardsMultipleForm,
  'list-faq': listFaqForm,
  'list-downloads': listDownloadsForm,
  'list-sounds': listSoundsForm,
  'divider': dividerForm,
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
  'comments': commentsForm,
  'education-archive': educationArchiveForm,
  'list-users': listUsersForm,
  'my-settings': mySettingsForm,
  'logout': logoutForm,
};
