import type { Block } from '@jamstalldhet/contract';
import type { ComponentType, HTMLAttributes } from 'react';

/** Props every block component takes: its block, and native props for its root element. */
export type BlockProps<Extra = object> = {
  /** The block from content, as parsed by `BlockSchema`. */
  block: Block;
} & Extra &
  Omit<HTMLAttributes<HTMLElement>, 'title' | keyof Extra>;

/** A component the registry can render for a block name. */
export type BlockComponent = ComponentType<BlockProps>;
