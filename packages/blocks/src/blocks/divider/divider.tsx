import { tokenList } from '../../engine/formatting/token-list';
import type { BlockProps } from '../../parts/block-props';

/**
 * `divider`: a thematic break between parts of a page, as an `<hr>`.
 *
 * @example <Divider block={block} />
 */
export function Divider({ block: _block, className, ...rest }: BlockProps) {
  return <hr className={tokenList('jb-divider', className)} {...rest} />;
}
