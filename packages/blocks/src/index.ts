// The course rules without React are their own entry point: `@jamstalldhet/blocks/engine`.

export {
  BLOCK_FIELDS,
  type BlockFieldsOf,
  type BlockName,
  type BlockOf,
  isBlockName,
  type KnownBlock,
} from './blocks/block-catalog';
// Blocks: every folder's public names (its `index.ts`), listed from the manifests.
export * from './blocks/generated/exports';
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
export { choicesOf, selectField } from './forms/select-field';
export { formWidgetLabels } from './forms/widget-labels';
export { defaultLabels, type LabelKey, labelGroups } from './i18n/default-labels';
export { englishLabels } from './i18n/english-labels';
export { formatLabel, type LabelDefaults, useLabels } from './i18n/labels';
// Parts other sites can build their own blocks from.
export { blockControlId, focusBlock } from './parts/block-ids';
export { BlockLink } from './parts/block-link';
export { linkLabels } from './parts/block-link-labels';
export type { BlockComponent, BlockProps } from './parts/block-props';
export { Button, type ButtonProps } from './parts/button';
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
export { type ModalFocusOptions, useModalFocus } from './parts/popup/use-modal-focus';
export { questionLabels } from './parts/question-labels';
export { RichText } from './parts/rich-text';
export { SelectField, type SelectFieldProps } from './parts/select-field';
export { type TextFieldSource, textFieldProps } from './parts/text-field-props';
export { TranscriptDisclosure, type TranscriptDisclosureProps } from './parts/transcript-disclosure';
export { transcriptLabels } from './parts/transcript-disclosure-labels';
export { useLoginHref } from './parts/use-login-href';
export { useUnloadWarning } from './parts/use-unload-warning';
export { BLOCK_BACKGROUNDS, BlockList, type BlockListProps, isVisibleTo } from './render/block-list';
export { blockRegistry, loadBlocks } from './render/registry';
export { UnknownBlock } from './render/unknown-block';
export { unknownBlockLabels } from './render/unknown-block-labels';
