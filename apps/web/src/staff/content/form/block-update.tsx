import { createContext, useContext } from 'react';
import type { FieldKeys } from './field-ids';

/** Changes the value at `keys` in the block as it is now, from what is there now. */
export type BlockUpdate = (keys: FieldKeys, update: (current: unknown) => unknown) => void;

/**
 * The block's one writer, for widgets that write inside a value that may be missing (a group,
 * a list item). It reads the newest block, not the one a widget saw when it rendered, so an
 * answer that comes later (an uploaded image) does not undo what the editor typed meanwhile.
 */
export const BlockUpdateContext = createContext<BlockUpdate>(() => {});

export function useBlockUpdate(): BlockUpdate {
  return useContext(BlockUpdateContext);
}
