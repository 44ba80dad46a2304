import type { Block } from '@jamstalldhet/contract';
import { useBlocks } from '../blocks-provider/blocks-context';
import { formatLabel, useLabels } from '../i18n/labels';
import { unknownBlockLabels } from './unknown-block-labels';

/** What an unknown block name renders: nothing for visitors, a warning in development. */
export function UnknownBlock({ block }: { block: Pick<Block, 'name' | 'block_id'> }) {
  const { development } = useBlocks();
  const t = useLabels(unknownBlockLabels);
  if (!development) {
    return null;
  }
  return (
    <p className="jb-unknown-block" role="note">
      {formatLabel(t['unknownBlock.warning'], { name: block.name, id: block.block_id })}
    </p>
  );
}
