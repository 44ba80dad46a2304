import { type Block, type BlockInput, BlockSchema } from '@jamstalldhet/contract';

/** A block as the API would deliver it, with the contract's defaults applied. */
export function makeBlock(input: BlockInput): Block {
  return BlockSchema.parse(input);
}
