import { tokenList } from '../../engine/formatting/token-list';
import { BlockImage } from '../../parts/block-image';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';

/** Where the image sits next to its caption. */
export type ImagePosition = 'left' | 'right' | 'top' | 'bottom';

/**
 * `image`: an image with an optional caption (`image_title`, `image_text`) in a `<figure>`.
 * `image_position` puts the image left, right, above (default) or below the caption; the
 * caption comes first in the source when it is shown first, so reading order matches what
 * is seen. An image with an empty `alt` is decorative and hidden from screen readers.
 *
 * @example <ImageBlock block={{ ...block, image: { url: '/skolgard.jpg', alt: 'Elever på skolgården' } }} />
 */
export function ImageBlock({ block, className, ...rest }: BlockProps) {
  const { image, image_title: title, image_text: text } = block;
  const position: ImagePosition = block.image_position ?? 'top';
  const hasCaption = Boolean(title || text);
  if (!image && !hasCaption) {
    return null;
  }
  const picture = image && <BlockImage image={image} className="jb-image__img" />;
  const caption = hasCaption && (
    <figcaption className="jb-image__caption">
      {title && <Heading className="jb-image__title">{title}</Heading>}
      <RichText className="jb-image__text" html={text} />
    </figcaption>
  );
  const captionFirst = position === 'right' || position === 'bottom';
  return (
    <figure
      className={tokenList('jb-image', className)}
      data-position={position}
      data-caption={hasCaption ? 'true' : undefined}
      {...rest}
    >
      {captionFirst ? caption : picture}
      {captionFirst ? picture : caption}
    </figure>
  );
}
