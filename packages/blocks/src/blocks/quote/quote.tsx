import { tokenList } from '../../engine/formatting/token-list';
import type { BlockProps } from '../../parts/block-props';
import { RichText } from '../../parts/rich-text';

/**
 * `quote`: a quotation (`html`) in a `<blockquote>`, with its source (`title`) as the
 * caption of a `<figure>`, so the source is tied to the quote and not read as a heading.
 *
 * @example <Quote block={{ ...block, html: '<p>Jämställdhet är en fråga om demokrati.</p>', title: 'Gertrud Åström' }} />
 */
export function Quote({ block, className, ...rest }: BlockProps) {
  if (!block.html) {
    return null;
  }
  return (
    <figure className={tokenList('jb-quote', className)} {...rest}>
      <blockquote className="jb-quote__text">
        <RichText html={block.html} />
      </blockquote>
      {block.title && <figcaption className="jb-quote__source">{block.title}</figcaption>}
    </figure>
  );
}
