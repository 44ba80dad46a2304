import { tokenList } from '../../engine/formatting/token-list';
import { BlockImage } from '../../parts/block-image';
import { BlockLink } from '../../parts/block-link';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';

/**
 * `card-full`: a full-width card with an image, a title, text and a call-to-action link
 * (`block.button`). `image_position` puts the image left (default) or right from 768 px;
 * the image comes first in the source only when it is shown first. External links open in a
 * new window and say so.
 *
 * @example <CardFull block={{ ...block, button: { text: 'Till utbildningen', url: '/jamstalldhet-i-skolan', external: false } }} />
 */
export function CardFull({ block, className, ...rest }: BlockProps) {
  const { image, button } = block;
  if (!image && !block.title && !block.html && !button) {
    return null;
  }
  const imageRight = block.image_position === 'right';
  const picture = image && (
    <div className="jb-card-full__media">
      <BlockImage image={image} className="jb-card-full__img" />
    </div>
  );
  return (
    <div
      className={tokenList('jb-card-full', className)}
      data-image-position={image ? (imageRight ? 'right' : 'left') : undefined}
      {...rest}
    >
      {!imageRight && picture}
      <div className="jb-card-full__body">
        {block.title && <Heading className="jb-card-full__title">{block.title}</Heading>}
        <RichText className="jb-card-full__text" html={block.html} />
        {button?.url && button.text && (
          <p className="jb-card-full__action">
            <BlockLink
              className="jb-button"
              href={button.url}
              external={button.external}
              aria-label={button.aria_label || undefined}
            >
              {button.text}
            </BlockLink>
          </p>
        )}
      </div>
      {imageRight && picture}
    </div>
  );
}
