// The course rules without React are their own entry point: `@jamstalldhet/blocks/engine`.

// Blocks.
export { CardFull } from './blocks/card-full/index';
export { CardsMultiple, cardsMultipleLabels } from './blocks/cards-multiple/index';
export { Comments, commentsLabels } from './blocks/comments/index';
export { Divider } from './blocks/divider/index';
export { EducationArchive, educationArchiveLabels } from './blocks/education-archive/index';
export { EducationCertificate, educationCertificateLabels } from './blocks/education-certificate/index';
export { EducationPresentation, educationPresentationLabels } from './blocks/education-presentation/index';
export { EducationSchemaBlock, educationSchemaLabels } from './blocks/education-schema/index';
export {
  EducationUserProgress,
  type EducationUserProgressProps,
  educationUserProgressLabels,
} from './blocks/education-user-progress/index';
export { FactsBox, factsBoxLabels } from './blocks/facts-box/index';
export { ImageBlock, type ImagePosition } from './blocks/image/index';
export { LinkButton } from './blocks/link-button/index';
export { LIST_ICONS, ListBlock, type ListIcon } from './blocks/list/index';
export { ListDownloads, listDownloadsLabels } from './blocks/list-downloads/index';
export {
  educationTaxonomies,
  ListEducations,
  type ListEducationsProps,
  listEducationsLabels,
} from './blocks/list-educations/index';
export { FAQ_TOGGLE_ALL_FROM, ListFaq, listFaqLabels } from './blocks/list-faq/index';
export { ListSounds, listSoundsLabels } from './blocks/list-sounds/index';
export { ListUsers, listUsersLabels, roleName } from './blocks/list-users/index';
export { Logout, logoutLabels } from './blocks/logout/index';
export { MyCertificates, myCertificatesLabels } from './blocks/my-certificates/index';
export {
  type FormServerError,
  formServerError,
  MySettings,
  mySettingsLabels,
} from './blocks/my-settings/index';
export {
  type ChoiceLayout,
  QuestionCheckbox,
  QuestionCheckboxCard,
  QuestionCheckboxColumn,
  QuestionCheckboxRow,
  QuestionChoice,
  type QuestionChoiceProps,
  QuestionFeedback,
  QuestionRadio,
  QuestionRadioHorizontal,
} from './blocks/question-choice/index';
export {
  QuestionInputText,
  QuestionText,
  QuestionTextarea,
  type QuestionTextProps,
} from './blocks/question-text/index';
export { Quote } from './blocks/quote/index';
export { TextBlock } from './blocks/text/index';
export { VideoFull, type VideoVariant, videoFullLabels } from './blocks/video-full/index';
// Host integration.
export type { BlocksApi } from './blocks-provider/api';
export {
  type BlockAnswer,
  type BlocksContextValue,
  BlocksProvider,
  type ConsentState,
  type LinkComponent,
  useBlocks,
} from './blocks-provider/blocks-context';
export { useAnswer } from './blocks-provider/use-answer';
export { type AsyncState, useAsync } from './blocks-provider/use-async';
// The editor's forms: one per block type. Only the editor imports them (a lazy chunk for staff);
// nothing a learner's page renders does, so bundlers leave them out of learners' pages.
export { BLOCK_FORMS, blockForm, newBlock } from './forms/block-forms';
export type {
  BlockContentKey,
  BlockForm,
  BlockFormField,
  BlockFormWidget,
  BlockLayoutKey,
  CheckboxFormField,
  GroupFormField,
  ImageFormField,
  ListFormField,
  NotEditableBlockKey,
  NumberFormField,
  OptionsFormField,
  RichTextFormField,
  SelectChoice,
  SelectFormField,
  TextareaFormField,
  TextFormField,
  UrlFormField,
  VideoUrlFormField,
} from './forms/form-types';
export { LAYOUT_LEGEND } from './forms/layout-fields';
export { newAnswerOption, newListItem } from './forms/new-values';
export { formWidgetLabels } from './forms/widget-labels';
export { defaultLabels, type LabelKey, labelGroups } from './i18n/default-labels';
export { englishLabels } from './i18n/english-labels';
export { formatLabel, type LabelDefaults, useLabels } from './i18n/labels';
// Parts other sites can build their own blocks from.
export { blockControlId, focusBlock } from './parts/block-ids';
export { BlockLink } from './parts/block-link';
export { linkLabels } from './parts/block-link-labels';
export type { BlockComponent, BlockProps } from './parts/block-props';
export { ConfirmDialog, type ConfirmDialogProps } from './parts/confirm-dialog';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './parts/error-summary';
export {
  EmailField,
  FormField,
  type FormFieldProps,
  TextareaField,
  type TextareaFieldProps,
} from './parts/form-field';
export { Heading, type HeadingLevel, HeadingLevelProvider, useHeadingLevel } from './parts/heading';
export { LoadStatus, type LoadStatusProps } from './parts/load-status';
export { MissingAnswer } from './parts/missing-answer';
export { keepTabInside, POPUP_FOCUS_DELAY_MS } from './parts/popup/focus-trap';
export { Popup, type PopupButton, type PopupProps } from './parts/popup/popup';
export { popupLabels } from './parts/popup/popup-labels';
export { useModalFocus } from './parts/popup/use-modal-focus';
export { questionLabels } from './parts/question-labels';
export { RichText } from './parts/rich-text';
export { SelectField, type SelectFieldProps } from './parts/select-field';
export { TranscriptDisclosure, type TranscriptDisclosureProps } from './parts/transcript-disclosure';
export { transcriptLabels } from './parts/transcript-disclosure-labels';
export { useLoginHref } from './parts/use-login-href';
export { BLOCK_BACKGROUNDS, BlockList, type BlockListProps, isVisibleTo } from './render/block-list';
export { blockRegistry, loadBlocks } from './render/registry';
export { UnknownBlock } from './render/unknown-block';
export { unknownBlockLabels } from './render/unknown-block-labels';
