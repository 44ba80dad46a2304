import type { Block } from '@jamstalldhet/contract';

// Blocks whose `title` is not a heading: a question's is its legend, a quote's its source.
const TITLE_NOT_A_HEADING = /^(question-|quote$|education-user-progress$)/;

/**
 * The text a block shows as its own heading (at the page's block level, an h2 on a page),
 * or undefined when it shows none: an image's caption title, a facts box's box title (or its
 * title), another block's title: what the heading rule reads. The image and facts-box components
 * render these fields themselves (importing this would add to a learner's first page).
 *
 * @example blockHeadingText({ name: 'image', image_title: 'Lönegapet', … }) // 'Lönegapet'
 */
export function blockHeadingText(block: Block): string | undefined {
  if (block.name === 'image') {
    return block.image_title || undefined;
  }
  if (block.name === 'facts-box') {
    return block.box_title || block.title || undefined;
  }
  return TITLE_NOT_A_HEADING.test(block.name) ? undefined : block.title || undefined;
}
