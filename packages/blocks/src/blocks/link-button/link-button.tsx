import { tokenList } from '../../engine/formatting/token-list';
import { BlockLink } from '../../parts/block-link';
import type { BlockProps } from '../../parts/block-props';

/**
 * `link-button`: the block's `button` as a prominent link styled as a button. It stays a
 * link (it goes somewhere); internal links use the host's link component, external ones open
 * in a new window and say so.
 *
 * @example <LinkButton block={{ ...block, button: { text: 'Börja utbildningen', url: '/jamstalld-skola/1/1/1', external: false } }} />
 */
export function LinkButton({ block, className, ...rest }: BlockProps) {
  const { button } = block;
  if (!button?.url || !button.text) {
    return null;
  }
  return (
    <div className={tokenList('jb-link-button', className)} {...rest}>
      <BlockLink
        className="jb-button jb-link-button__link"
        href={button.url}
        external={button.external}
        aria-label={button.aria_label || undefined}
      >
        {button.text}
        {!button.external && (
          <span className="jb-link-button__arrow" aria-hidden="true">
            →
          </span>
        )}
      </BlockLink>
    </div>
  );
}
