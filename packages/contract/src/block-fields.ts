import type { Block } from './block';

/**
 * The fields of a block that `BlockList` reads for every block (where and how it is placed),
 * besides what the block itself reads.
 */
export const BLOCK_LAYOUT_FIELDS = [
  'block_id',
  'name',
  'post_id',
  'part',
  'visibility',
  'bgcolor',
  'padding',
  'border',
  'align',
  'sidebar',
  'mandatory',
] as const satisfies readonly (keyof Block)[];
