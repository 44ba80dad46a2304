import { COMPONENT_LOADERS } from '../blocks/generated/component-loaders';
import { type BlockByUse, blockByUse } from './block-by-use';

/**
 * Block name -> component, for every block the package renders. Each block's code is a chunk of
 * its own, loaded when the block is first shown (or ahead, by `loadBlocks`): a course host, the
 * site and the editor carry the code of the blocks they show, not of all thirty (issues 25, 39).
 * Blocks of one folder share a chunk. Spread it into your own object to add or replace blocks:
 * `{ ...blockRegistry, 'my-block': MyBlock }` (a plain component renders at once).
 */
export const blockRegistry: Readonly<Record<string, BlockByUse>> = Object.fromEntries(
  Object.entries(COMPONENT_LOADERS).map(([name, load]) => [name, blockByUse(load)]),
);

/**
 * Loads the code of the named blocks (unknown names are left out): a host awaits the blocks a
 * page the server drew shows before taking it over, so nothing suspends then; the course player
 * loads a whole course's blocks when the learner reaches for its buttons.
 */
export function loadBlocks(names: Iterable<string>): Promise<void> {
  const loads = [...new Set(names)].flatMap((name) => {
    const block = Object.hasOwn(blockRegistry, name) ? blockRegistry[name] : undefined;
    return block ? [block.load()] : [];
  });
  return Promise.all(loads).then(() => undefined);
}
