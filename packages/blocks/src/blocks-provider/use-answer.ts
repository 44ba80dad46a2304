import type { Block } from '@jamstalldhet/contract';
import { useCallback, useState } from 'react';
import { useBlocks } from './blocks-context';

const NO_VALUES: readonly string[] = [];

/**
 * A question block's answer: the saved values from the host, the learner's changes, and
 * whether the block is marked as missing a mandatory answer. Every change is reported to
 * the host at once, so nothing is held only in the block.
 */
export function useAnswer(block: Pick<Block, 'block_id' | 'part'>) {
  const { answers, onAnswer, onCheck, education, missingBlockIds } = useBlocks();
  const saved = answers?.get(block.block_id) ?? NO_VALUES;
  const [shown, setShown] = useState({ saved, values: saved });

  // A new saved value from the host (another tab, the server, this block's own last answer)
  // replaces the shown one during this render, not in an effect: an effect may run a frame
  // later (under Preact, or on a busy phone), after the learner's next choice, and would then
  // put back the value from before it, and the next answer would be built on that.
  let values = shown.values;
  if (shown.saved !== saved) {
    values = saved;
    setShown({ saved, values });
  }

  const setValues = useCallback(
    (next: readonly string[]) => {
      setShown((current) => ({ saved: current.saved, values: next }));
      onAnswer?.({
        educationId: education?.educationId ?? education?.id ?? 0,
        blockId: block.block_id,
        values: [...next],
        part: block.part,
      });
    },
    [onAnswer, education, block.block_id, block.part],
  );

  /** "Rätta svaret" pressed on the answer shown: told to the host (`onCheck`). */
  const reportCheck = useCallback(
    (checked: readonly string[]) =>
      onCheck?.({
        educationId: education?.educationId ?? education?.id ?? 0,
        blockId: block.block_id,
        values: [...checked],
        part: block.part,
      }),
    [onCheck, education, block.block_id, block.part],
  );

  const missing = missingBlockIds?.includes(block.block_id) ?? false;
  return { values, setValues, missing, reportCheck };
}
