import type { ArchiveFile } from '@jamstalldhet/contract';
import { useId } from 'react';
import { fileTypeLabel } from '../../engine/formatting/files';
import { formatFileSize, formatSwedishDate } from '../../engine/formatting/format';
import { useLabels } from '../../i18n/labels';
import { Button } from '../../parts/button';
import { educationArchiveLabels } from './education-archive-labels';

/**
 * The files of an archive as a table. It scrolls sideways on narrow screens inside a focusable,
 * named group, so keyboard users can scroll it too.
 */
export function ArchiveTable({
  files,
  caption,
  fileUrl,
  onDelete,
}: {
  files: readonly ArchiveFile[];
  caption: string;
  /** The download address of a file; without it the names are plain text. */
  fileUrl: ((file: ArchiveFile) => string) | undefined;
  onDelete(file: ArchiveFile): void;
}) {
  const t = useLabels(educationArchiveLabels);
  const captionId = useId();
  return (
    // A named, focusable box so keyboard users can scroll the table sideways (WCAG 2.1.1). A group, not a
    // region: the block's section is already the landmark with this name. No fieldset: this is no form.
    // biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: see above
    <div className="jb-education-archive__scroll" role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className="jb-education-archive__table">
        {/* Hidden: the block's heading says the same to sighted users; the caption names the table. */}
        <caption id={captionId} className="jb-visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t['archive.columnName']}</th>
            <th scope="col">{t['archive.columnType']}</th>
            <th scope="col">{t['archive.columnSize']}</th>
            <th scope="col">{t['archive.columnUploaded']}</th>
            <th scope="col">{t['archive.columnOwner']}</th>
            <th scope="col">{t['archive.columnActions']}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => {
            const href = fileUrl?.(file);
            return (
              <tr key={file.id} data-own={file.own ? 'true' : undefined}>
                <th scope="row" className="jb-education-archive__name">
                  {href ? (
                    <a href={href} download={file.name}>
                      {file.name}
                    </a>
                  ) : (
                    file.name
                  )}
                </th>
                <td>{fileTypeLabel(file) ?? t['archive.typeOther']}</td>
                <td className="jb-education-archive__size">{formatFileSize(file.size)}</td>
                <td>
                  {file.uploaded_at !== undefined ? (
                    <time dateTime={new Date(file.uploaded_at * 1000).toISOString()}>
                      {formatSwedishDate(file.uploaded_at * 1000)}
                    </time>
                  ) : (
                    t['archive.unknown']
                  )}
                </td>
                <td>
                  {file.owner || t['archive.unknown']}
                  {file.own && <> {t['archive.you']}</>}
                </td>
                <td>
                  {file.own && (
                    <Button
                      className="jb-education-archive__delete"
                      variant="secondary"
                      onClick={() => onDelete(file)}
                    >
                      {t['archive.delete']} <span className="jb-visually-hidden">{file.name}</span>
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
