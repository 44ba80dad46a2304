import { BLOCK_BACKGROUNDS, type Block, type BlockPart } from '@jamstalldhet/contract';
import { type HTMLAttributes, Suspense } from 'react';
import { useBlocks } from '../blocks-provider/blocks-context';
import { tokenList } from '../engine/formatting/token-list';
import type { BlockComponent } from '../parts/block-props';
import { blockRegistry } from './registry';
import { UnknownBlock } from './unknown-block';

// Background colours content may ask for are the contract's; each meets WCAG AA.
export { BLOCK_BACKGROUNDS };

export interface BlockListProps extends HTMLAttributes<HTMLDivElement> {
  /** The blocks of a page, in order. */
  blocks: readonly Block[];
  /** Renders only blocks of this part (normal or evaluation); all parts when left out. */
  part?: BlockPart;
  /** Block components by name; defaults to `blockRegistry`. Extend it to add blocks. */
  registry?: Readonly<Record<string, BlockComponent>>;
}

/** Whether a block is for the current visitor (`visibility`: all, anonymous, logged_in). */
export function isVisibleTo(block: Pick<Block, 'visibility'>, loggedIn: boolean): boolean {
  switch (block.visibility) {
    case 'all':
      return true;
    case 'anonymous':
      return !loggedIn;
    case 'logged_in':
      return loggedIn;
    default:
      return block.visibility satisfies never;
  }
}

function knownBackground(color: string | undefined): string | undefined {
  return BLOCK_BACKGROUNDS.find((name) => name === color);
}

/**
 * Renders a list of content blocks with their layout fields (`bgcolor`, `padding`,
 * `border`, `align`, `sidebar`), for the current visitor and part.
 *
 * @example <BlockList blocks={page.components} />
 */
export function BlockList({ blocks, part, registry = blockRegistry, className, ...rest }: BlockListProps) {
  const { user, development } = useBlocks();
  const loggedIn = Boolean(user?.loggedIn);
  const shown = blocks.filter(
    (block) => (part === undefined || block.part === part) && isVisibleTo(block, loggedIn),
  );
  return (
    <div className={tokenList('jb-block-list', className)} {...rest}>
      {shown.map((block) => {
        const Component = Object.hasOwn(registry, block.name) ? registry[block.name] : undefined;
        if (!Component && !development) {
          return null;
        }
        return (
          <div
            key={block.block_id}
            className="jb-block-frame"
            data-block={block.name}
            data-bgcolor={knownBackground(block.bgcolor)}
            data-padding={block.padding}
            data-border={block.border ? 'true' : undefined}
            data-align={block.align}
            data-sidebar={block.sidebar ? 'true' : undefined}
          >
            {/* A block whose code is still coming (render/block-by-use.tsx) waits alone: a
                boundary higher up would put its fallback in place of the whole page or dialog,
                and what the visitor had typed or focused there would be lost. */}
            <Suspense fallback={null}>
              {Component ? <Component block={block} /> : <UnknownBlock block={block} />}
            </Suspense>
          </div>
        );
      })}
    </div>
  );
}
