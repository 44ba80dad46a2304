import { tokenList } from '../../engine/formatting/token-list';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';

/**
 * `text`: editor text with an optional title. The title follows the page's heading level and
 * the HTML is sanitized. A block with neither renders nothing, so an empty block leaves no gap.
 *
 * @example <TextBlock block={{ ...block, title: 'Vad är jämställdhet?', html: '<p>…</p>' }} />
 */
export function TextBlock({ block, className, ...rest }: BlockProps) {
  if (!block.title && !block.html) {
    return null;
  }
  return (
    <div className={tokenList('jb-text', className)} {...rest}>
      {block.title && <Heading className="jb-text__title">{block.title}</Heading>}
      <RichText className="jb-text__body" html={block.html} />
    </div>
  );
}
