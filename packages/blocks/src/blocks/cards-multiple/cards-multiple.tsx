import type { BlockItem } from '@jamstalldhet/contract';
import { useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { tokenList } from '../../engine/formatting/token-list';
import { shuffleItems } from '../../engine/learner/shuffle';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { FlipCard } from './flip-card';

const NO_ITEMS: readonly BlockItem[] = [];

/**
 * `cards-multiple`: flip cards (`items`, each with `front` and `back`) in a grid, shuffled
 * into a random order (SPEC §4). The order comes from the provider's `shuffle` when there is
 * one (stories and tests pass a stable one), otherwise from a Fisher–Yates shuffle made once
 * when the block mounts, so cards do not jump while the learner works with them. A card's
 * "Vänd kortet" button (`aria-pressed`) shows its back.
 *
 * @example <CardsMultiple block={{ ...block, items: [{ front: { title: 'Lönegap' }, back: { text: '…' } }] }} />
 */
export function CardsMultiple({ block, className, ...rest }: BlockProps) {
  const { shuffle } = useBlocks();
  const items = block.items ?? block.list ?? NO_ITEMS;
  // Each card keeps its content index as key, so its flipped state survives any reorder.
  const [cards] = useState(() => (shuffle ?? shuffleItems)(items.map((item, index) => ({ item, index }))));
  if (cards.length === 0 && !block.title && !block.html) {
    return null;
  }
  return (
    <div className={tokenList('jb-cards-multiple', className)} {...rest}>
      {block.title && <Heading className="jb-cards-multiple__heading">{block.title}</Heading>}
      <RichText className="jb-cards-multiple__intro" html={block.html} />
      {cards.length > 0 && (
        // Safari drops list semantics when list-style is none, unless the role is explicit.
        // biome-ignore lint/a11y/noRedundantRoles: keeps the list announced as a list in Safari
        <ul className="jb-cards-multiple__cards jb-card-grid jb-plain-list" role="list">
          {cards.map(({ item, index }) => (
            <FlipCard key={item.id ?? index} item={item} headingOffset={block.title ? 1 : 0} />
          ))}
        </ul>
      )}
    </div>
  );
}
