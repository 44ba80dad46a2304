import type { Image } from '@jamstalldhet/contract';

/**
 * An image of content: its own size (so the page does not jump when it arrives), loaded when
 * near the screen and decoded off the main thread. An empty `alt` marks it decorative.
 *
 * @example <BlockImage image={block.image} className="jb-image__img" />
 */
export function BlockImage({ image, className }: { image: Image; className: string }) {
  return (
    <img
      className={className}
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}
