import type { Block } from '@jamstalldhet/contract';
import { useCallback, useEffect, useState } from 'react';
import { useBlocks } from './blocks-context';

const NO_VALUES: readonly string[] = [];

/**
 * A question block's answer: the saved values from the host, the learner's changes, and
 * whether the block is marked as missing a mandatory answer. Every change is reported to
 * the host at once, so nothing is held only in the block.
 */
export function useAnswer(block: Pick<Block, 'block_id' | 'part'>) {
  const { answers, onAnswer, education, missingBlockIds } = useBlocks();
  const saved = answers?.get(block.block_id) ?? NO_VALUES;
  const [values, setLocalValues] = useState<readonly string[]>(saved);

  // A new saved value from the host (another tab, the server) replaces the shown one.
  useEffect(() => {
    setLocalValues(saved);
  }, [saved]);

  const setValues = useCallback(
    (next: readonly string[]) => {
      setLocalValues(next);
      onAnswer?.({
        educationId: education?.educationId ?? education?.id ?? 0,
        blockId: block.block_id,
        values: [...next],
        part: block.part,
      });
    },
    [onAnswer, education, block.block_id, block.part],
  );

  const missing = missingBlockIds?.includes(block.block_id) ?? false;
  return { values, setValues, missing };
}
