import type { Block } from '@jamstalldhet/contract';

// Blocks that show the page's own title (and hero) as their heading.
const TITLE_BLOCKS: ReadonlySet<string> = new Set(['education-presentation']);

/**
 * Whether the page's first block gives the page its heading, so that the page must not add an
 * h1 of its own: every page has exactly one h1. The block must be shown to everyone, or some
 * visitors would get a page without one.
 *
 * @example firstBlockIsPageHeading([{ name: 'education-presentation', … }]) // true
 */
export function firstBlockIsPageHeading(blocks: readonly Block[]): boolean {
  const first = blocks[0];
  return first !== undefined && TITLE_BLOCKS.has(first.name) && first.visibility === 'all';
}
