import type { Block } from '@jamstalldhet/contract';
import { useEffect, useMemo, useState } from 'react';
import { missingMandatoryBlocks } from '../../engine/index';
import { focusBlock } from '../../parts/block-ids';
import { isVisibleTo } from '../../render/block-list';

/**
 * Stops the learner from going on while mandatory questions on the page have no answer
 * (SPEC §3 `mandatory`). `check()` says whether they may go on; if not, the questions are
 * marked (`ids` for the blocks' `missingBlockIds`, `blocks` for the error summary) and focus
 * moves to the first of them once they show their error. A question leaves the list as soon
 * as it is answered.
 */
export function useMissingAnswers(
  blocks: readonly Block[],
  answers: ReadonlyMap<string, readonly string[]>,
  loggedIn: boolean,
) {
  const [refusedIds, setRefusedIds] = useState<readonly string[]>([]);
  const [refusals, setRefusals] = useState(0);
  // Only what this learner sees can be asked of them (`visibility`).
  const shown = useMemo(() => blocks.filter((block) => isVisibleTo(block, loggedIn)), [blocks, loggedIn]);
  const missing = useMemo(() => missingMandatoryBlocks(shown, answers), [shown, answers]);
  const stillMissing = useMemo(
    () => missing.filter((block) => refusedIds.includes(block.block_id)),
    [missing, refusedIds],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refusal
  useEffect(() => {
    const first = refusedIds[0];
    if (refusals > 0 && first) {
      focusBlock(first);
    }
  }, [refusals]);

  function check(): boolean {
    setRefusedIds(missing.map((block) => block.block_id));
    if (missing.length === 0) {
      return true;
    }
    setRefusals((count) => count + 1);
    return false;
  }

  const ids = useMemo(() => stillMissing.map((block) => block.block_id), [stillMissing]);
  return { blocks: stillMissing, ids, check };
}
