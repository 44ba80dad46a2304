/**
 * The values a block's layout and look fields may take: what the renderer has a style for, and
 * what an editor chooses from. A value outside these lists is refused when a draft is saved;
 * content read from elsewhere keeps rendering (an unknown value falls back to the default look).
 */

/** Background colours of a block frame (`bgcolor`); each has a text colour that meets WCAG AA. */
export const BLOCK_BACKGROUNDS = [
  'white',
  'light',
  'purple',
  'yellow',
  'green',
  'blue',
  'pink',
  'grey',
] as const;
export type BlockBackground = (typeof BLOCK_BACKGROUNDS)[number];

/** Space around a block (`padding`). */
export const BLOCK_PADDINGS = ['none', 'small', 'large'] as const;

/** Background of a text answer's field (`textarea_bgcolor`). */
export const TEXTAREA_BACKGROUNDS = ['yellow', 'green', 'blue', 'pink'] as const;

/** Bullet icons of a bulleted `list` block (`icon`). */
export const LIST_ICONS = ['check', 'arrow', 'star'] as const;
export type ListIcon = (typeof LIST_ICONS)[number];

/** Icons of a `facts-box` block (`icon`). */
export const FACTS_BOX_ICONS = ['info', 'fact', 'question', 'warning', 'exclamation', 'check'] as const;

/**
 * The fields with a fixed set of values, and the values, by field; `icon` depends on the block.
 *
 * @example blockChoices('list').icon // ['check', 'arrow', 'star']
 */
export function blockChoices(blockName: string): Readonly<Record<string, readonly string[]>> {
  const icons: Readonly<Record<string, readonly string[]>> = {
    list: LIST_ICONS,
    'facts-box': FACTS_BOX_ICONS,
  };
  return {
    bgcolor: BLOCK_BACKGROUNDS,
    padding: BLOCK_PADDINGS,
    textarea_bgcolor: TEXTAREA_BACKGROUNDS,
    ...(Object.hasOwn(icons, blockName) ? { icon: icons[blockName] as readonly string[] } : {}),
  };
}
