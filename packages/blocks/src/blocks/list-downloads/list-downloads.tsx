import type { BlockItem, FileInfo } from '@jamstalldhet/contract';
import { fileTypeLabel } from '../../engine/formatting/files';
import { formatFileSize } from '../../engine/formatting/format';
import { tokenList } from '../../engine/formatting/token-list';
import { useLabels } from '../../i18n/labels';
import type { BlockProps } from '../../parts/block-props';
import { Heading } from '../../parts/heading';
import { RichText } from '../../parts/rich-text';
import { listDownloadsLabels } from './list-downloads-labels';

type Download = { item: BlockItem; file: FileInfo };

function hasFile(item: BlockItem): item is BlockItem & { file: FileInfo } {
  return Boolean(item.file?.url);
}

/** "PDF, 2,4 MB": the parts of the file that are known. */
function fileDetails(file: FileInfo): string {
  const size = file.size === undefined ? undefined : formatFileSize(file.size);
  return [fileTypeLabel(file), size].filter(Boolean).join(', ');
}

/**
 * `list-downloads`: files to download (`items[].file`), each a link with the `download`
 * attribute whose text says the name, the type and the size, so the learner knows what they
 * get before they click: "Lärarhandledning (PDF, 2,4 MB)". The name is the item's title, else
 * the file name; an item `text` shows under the link.
 *
 * @example <ListDownloads block={{ ...block, items: [{ file: { url: '/handledning.pdf', name: 'Lärarhandledning', size: 2_400_000 } }] }} />
 */
export function ListDownloads({ block, className, ...rest }: BlockProps) {
  const t = useLabels(listDownloadsLabels);
  const downloads: Download[] = (block.items ?? block.list ?? [])
    .filter(hasFile)
    .map((item) => ({ item, file: item.file }));
  return (
    <div className={tokenList('jb-downloads', className)} {...rest}>
      {block.title && <Heading className="jb-downloads__heading">{block.title}</Heading>}
      <RichText className="jb-downloads__intro" html={block.html} />
      {downloads.length === 0 ? (
        <p className="jb-downloads__empty">{t['listDownloads.empty']}</p>
      ) : (
        // Safari drops list semantics when list-style is none, unless the role is explicit.
        // biome-ignore lint/a11y/noRedundantRoles: keeps the list announced as a list in Safari
        <ul className="jb-downloads__list" role="list">
          {downloads.map(({ item, file }, index) => {
            const details = fileDetails(file);
            return (
              <li className="jb-downloads__item" key={item.id ?? index}>
                <a className="jb-downloads__link" href={file.url} download>
                  <span className="jb-downloads__icon" aria-hidden="true">
                    ↓
                  </span>
                  <span>
                    <span className="jb-downloads__name">{item.title || file.name}</span>
                    {details && (
                      <>
                        {' '}
                        <span className="jb-downloads__details">({details})</span>
                      </>
                    )}
                  </span>
                </a>
                {item.text && <p className="jb-downloads__text">{item.text}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
