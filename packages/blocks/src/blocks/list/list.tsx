import { type BlockItem, LIST_ICONS, type ListIcon } from '@jamstalldhet/contract';
import { tokenList } from '../../engine/formatting/token-list';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';

// Bullet icons a bulleted list may ask for in `block.icon` are the contract's; other values keep
// plain bullets.
export { LIST_ICONS, type ListIcon };

function knownIcon(icon: string | undefined): ListIcon | undefined {
  return LIST_ICONS.find((name) => name === icon);
}

/**
 * `list`: the items of `block.items` (or `block.list`) as a numbered list when
 * `block.type` is `'numbered'`, otherwise bulleted. Each item may have a title, a text and
 * HTML. Bulleted lists can use icon bullets (`block.icon`: check, arrow or star); the icons
 * are markers, so the list stays a list for screen readers.
 *
 * @example <ListBlock block={{ ...block, type: 'numbered', items: [{ title: 'Kartlägg' }] }} />
 */
export function ListBlock({ block, className, ...rest }: BlockProps) {
  const items: BlockItem[] = block.items ?? block.list ?? [];
  const numbered = block.type === 'numbered';
  if (items.length === 0 && !block.title && !block.html) {
    return null;
  }
  const ListTag = numbered ? 'ol' : 'ul';
  return (
    <div
      className={tokenList('jb-list', className)}
      data-type={numbered ? 'numbered' : 'bulleted'}
      data-icon={numbered ? undefined : knownIcon(block.icon)}
      {...rest}
    >
      {block.title && <Heading className="jb-list__heading">{block.title}</Heading>}
      <RichText className="jb-list__intro" html={block.html} />
      {items.length > 0 && (
        <ListTag className="jb-list__items">
          {items.map((item, index) => (
            <li className="jb-list__item" key={item.id ?? index}>
              {item.title && <strong className="jb-list__title">{item.title}</strong>}
              {item.text && <p className="jb-list__text">{item.text}</p>}
              <RichText className="jb-list__html" html={item.html} />
            </li>
          ))}
        </ListTag>
      )}
    </div>
  );
}
