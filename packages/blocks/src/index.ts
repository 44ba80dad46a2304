// Engine: course rules without React.

// Blocks.
export * from './blocks/question-choice/index';
export * from './blocks/question-text/index';
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
export * from './engine/index';
export { formatLabel, type LabelDefaults, useLabels } from './i18n/labels';
export { blockControlId, focusBlock } from './parts/block-ids';
export { RichText } from './parts/rich-text';
export { BlockLink } from './render/block-link';
export { BLOCK_BACKGROUNDS, BlockList, type BlockListProps, isVisibleTo } from './render/block-list';
export { Heading, type HeadingLevel, HeadingLevelProvider, useHeadingLevel } from './render/heading';
export { blockRegistry } from './render/registry';
export type { BlockComponent, BlockProps } from './render/types';
export { UnknownBlock } from './render/unknown-block';
