// Written by `npm run blocks:write` from the block folders' manifests: do not edit.
import type { BlockComponent } from '../../parts/block-props';
import type { BlockName } from '../block-catalog';

/** Each block's component, loaded when first shown: a chunk per folder. */
export const COMPONENT_LOADERS: { readonly [Name in BlockName]: () => Promise<BlockComponent> } = {
  'text': () => import('../text/text').then((module) => module.TextBlock),
  'image': () => import('../image/image').then((module) => module.ImageBlock),
  'video-full': () => import('../video-full/video-full').then((module) => module.VideoFull),
  'list': () => import('../list/list').then((module) => module.ListBlock),
  'facts-box': () => import('../facts-box/facts-box').then((module) => module.FactsBox),
  'quote': () => import('../quote/quote').then((module) => module.Quote),
  'link-button': () => import('../link-button/link-button').then((module) => module.LinkButton),
  'card-full': () => import('../card-full/card-full').then((module) => module.CardFull),
  'cards-multiple': () => import('../cards-multiple/cards-multiple').then((module) => module.CardsMultiple),
  'list-faq': () => import('../list-faq/list-faq').then((module) => module.ListFaq),
  'list-downloads': () => import('../list-downloads/list-downloads').then((module) => module.ListDownloads),
  'list-sounds': () => import('../list-sounds/list-sounds').then((module) => module.ListSounds),
  'divider': () => import('../divider/divider').then((module) => module.Divider),
  'question-radio': () => import('../question-choice/question-choice').then((module) => module.QuestionRadio),
  'question-radio-horizontal': () => import('../question-choice/question-choice').then((module) => module.QuestionRadioHorizontal),
  'question-checkbox': () => import('../question-choice/question-choice').then((module) => module.QuestionCheckbox),
  'question-checkbox-card': () => import('../question-choice/question-choice').then((module) => module.QuestionCheckboxCard),
  'question-checkbox-row': () => import('../question-choice/question-choice').then((module) => module.QuestionCheckboxRow),
  'question-checkbox-column': () => import('../question-choice/question-choice').then((module) => module.QuestionCheckboxColumn),
  'question-input-text': () => import('../question-text/question-text').then((module) => module.QuestionInputText),
  'question-textarea': () => import('../question-text/question-text').then((module) => module.QuestionTextarea),
  'education-presentation': () => import('../education-presentation/education-presentation').then((module) => module.EducationPresentation),
  'education-schema': () => import('../education-schema/education-schema').then((module) => module.EducationSchemaBlock),
  'education-user-progress': () => import('../education-user-progress/education-user-progress').then((module) => module.EducationUserProgress),
  'education-certificate': () => import('../education-certificate/education-certificate').then((module) => module.EducationCertificate),
  'list-educations': () => import('../list-educations/list-educations').then((module) => module.ListEducations),
  'my-certificates': () => import('../my-certificates/my-certificates').then((module) => module.MyCertificates),
  'comments': () => import('../comments/comments').then((module) => module.Comments),
  'education-archive': () => import('../education-archive/education-archive').then((module) => module.EducationArchive),
  'list-users': () => import('../list-users/list-users').then((module) => module.ListUsers),
  'my-settings': () => import('../my-settings/my-settings').then((module) => module.MySettings),
  'logout': () => import('../logout/logout').then((module) => module.Logout),
};
