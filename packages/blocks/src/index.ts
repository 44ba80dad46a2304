// Engine: course rules without React.

// Blocks.
export * from './blocks/card-full/index';
export * from './blocks/cards-multiple/index';
export * from './blocks/comments/index';
export * from './blocks/divider/index';
export * from './blocks/education-archive/index';
export * from './blocks/education-certificate/index';
export * from './blocks/education-presentation/index';
export * from './blocks/education-schema/index';
export * from './blocks/education-user-progress/index';
export * from './blocks/facts-box/index';
export * from './blocks/image/index';
export * from './blocks/link-button/index';
export * from './blocks/list/index';
export * from './blocks/list-downloads/index';
export * from './blocks/list-educations/index';
export * from './blocks/list-faq/index';
export * from './blocks/list-sounds/index';
export * from './blocks/list-users/index';
export * from './blocks/logout/index';
export * from './blocks/my-certificates/index';
export * from './blocks/my-settings/index';
export * from './blocks/question-choice/index';
export * from './blocks/question-text/index';
export * from './blocks/quote/index';
export * from './blocks/text/index';
export * from './blocks/video-full/index';
// Host integration.
export type { BlocksApi } from './context/api';
export {
  type BlockAnswer,
  type BlocksContextValue,
  BlocksProvider,
  type ConsentState,
  type LinkComponent,
  useBlocks,
} from './context/blocks-context';
export { useAnswer } from './context/use-answer';
export { type AsyncState, useAsync } from './context/use-async';
export * from './engine/index';
export { defaultLabels, type LabelKey, labelGroups } from './i18n/default-labels';
export { formatLabel, type LabelDefaults, useLabels } from './i18n/labels';
// Parts other sites can build their own blocks from.
export { blockControlId, focusBlock } from './parts/block-ids';
export { ConfirmDialog, type ConfirmDialogProps } from './parts/confirm-dialog';
export { FormField, type FormFieldProps } from './parts/form-field';
export { LoadStatus, type LoadStatusProps } from './parts/load-status';
export { MissingAnswer } from './parts/missing-answer';
export { questionLabels } from './parts/question-labels';
export { RichText } from './parts/rich-text';
export { SelectField, type SelectFieldProps } from './parts/select-field';
export {
  TranscriptDisclosure,
  type TranscriptDisclosureProps,
  transcriptLabels,
} from './parts/transcript-disclosure';
export { useLoginHref } from './parts/use-login-href';
export { BlockLink, linkLabels } from './render/block-link';
export { BLOCK_BACKGROUNDS, BlockList, type BlockListProps, isVisibleTo } from './render/block-list';
export { Heading, type HeadingLevel, HeadingLevelProvider, useHeadingLevel } from './render/heading';
export { blockRegistry } from './render/registry';
export type { BlockComponent, BlockProps } from './render/types';
export { UnknownBlock, unknownBlockLabels } from './render/unknown-block';
