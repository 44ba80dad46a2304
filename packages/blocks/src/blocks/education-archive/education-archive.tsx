import type { ArchiveFile } from '@jamstalldhet/contract';
import { useEffect, useId, useState } from 'react';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { useAsync } from '../../blocks-provider/use-async';
import { tokenList } from '../../engine/formatting/token-list';
import { formatLabel, useLabels } from '../../i18n/labels';
import { BlockLink } from '../../parts/block-link';
import type { BlockProps } from '../../parts/block-props';
import { ConfirmDialog } from '../../parts/confirm-dialog';
import { ErrorAlert } from '../../parts/error-alert';
import { Heading } from '../../parts/heading';
import { LoadStatus } from '../../parts/load-status';
import { RichText } from '../../parts/rich-text';
import { useLoginHref } from '../../parts/use-login-href';
import { ArchiveTable } from './archive-table';
import { ArchiveUpload } from './archive-upload';
import { educationArchiveLabels } from './education-archive-labels';

const ALL_FOLDERS = '';

/**
 * `education-archive`: a shared file archive of the current post (the block's `post_id`, else
 * the page) for logged-in users. Files are listed in a table with download links; users upload
 * files within the rules of `archiveFileProblem` and delete their own after confirming.
 *
 * @example
 * <BlocksProvider api={api} user={user} page={page}>
 *   <EducationArchive block={block} />
 * </BlocksProvider>
 */
export function EducationArchive({ block, className, ...rest }: BlockProps) {
  const t = useLabels(educationArchiveLabels);
  const { api, user, page } = useBlocks();
  const loginHref = useLoginHref();
  const headingId = useId();
  const folderId = useId();
  const postId = block.post_id ?? page?.id;
  const blockId = block.block_id;
  const listFiles = api?.listArchiveFiles;
  const uploadFile = api?.uploadArchiveFile;
  const deleteFile = api?.deleteArchiveFile;
  const archiveFileUrl = api?.archiveFileUrl;
  const { state, reload } = useAsync(
    user && postId !== undefined && listFiles ? () => listFiles(blockId, postId) : undefined,
    `${blockId}/${postId}/${user ? 'user' : 'anonymous'}`,
  );
  const [folder, setFolder] = useState(ALL_FOLDERS);
  const [toDelete, setToDelete] = useState<ArchiveFile | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // Counts deletions, so focus moves to the heading once the confirm dialog has closed.
  const [deletions, setDeletions] = useState(0);

  // The deleted file's button is gone; the heading is the nearest stable place for focus.
  useEffect(() => {
    if (deletions > 0) {
      document.getElementById(headingId)?.focus();
    }
  }, [deletions, headingId]);

  const title = block.title || t['archive.heading'];
  const folders = block.folders ?? [];
  const files = state.status === 'success' ? state.data : [];
  const shown = folder === ALL_FOLDERS ? files : files.filter((file) => String(file.folder ?? '') === folder);

  async function confirmDelete() {
    const file = toDelete;
    setToDelete(null);
    if (!file || !deleteFile) {
      return;
    }
    setDeleteError(null);
    setAnnouncement(t['archive.deleting']);
    try {
      await deleteFile(blockId, file.id);
      reload();
      setAnnouncement(t['archive.deleted']);
      setDeletions((count) => count + 1);
    } catch {
      setAnnouncement('');
      setDeleteError(t['archive.deleteError']);
    }
  }

  async function upload(file: File) {
    if (postId === undefined || !uploadFile) {
      return;
    }
    setAnnouncement('');
    await uploadFile(blockId, postId, file);
    reload();
  }

  return (
    <section
      className={tokenList('jb-education-archive', className)}
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
      {...rest}
    >
      <Heading id={headingId} className="jb-education-archive__heading" tabIndex={-1}>
        {title}
      </Heading>
      <RichText className="jb-education-archive__intro" html={block.html} />

      {!user && (
        <p className="jb-education-archive__login">
          <BlockLink href={loginHref}>{t['archive.login']}</BlockLink>
        </p>
      )}

      {user && folders.length > 0 && files.length > 0 && (
        <div className="jb-field jb-education-archive__folder">
          <label className="jb-field__label" htmlFor={folderId}>
            {t['archive.folder']}
          </label>
          <select
            id={folderId}
            className="jb-field__input"
            value={folder}
            onChange={(event) => setFolder(event.currentTarget.value)}
          >
            <option value={ALL_FOLDERS}>{t['archive.allFolders']}</option>
            {folders.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.title}
              </option>
            ))}
          </select>
          <p className="jb-education-archive__shown" role="status">
            {folder === ALL_FOLDERS
              ? ''
              : formatLabel(t['archive.showing'], { count: shown.length, total: files.length })}
          </p>
        </div>
      )}

      <LoadStatus
        state={state}
        onRetry={reload}
        loading={t['archive.loading']}
        error={t['archive.loadError']}
        retry={t['archive.retry']}
        className="jb-education-archive__load-status"
      />
      {user && (state.status === 'success' || state.status === 'idle') && shown.length === 0 && (
        <p className="jb-education-archive__empty">
          {files.length === 0 ? t['archive.empty'] : t['archive.emptyFolder']}
        </p>
      )}
      {shown.length > 0 && (
        <ArchiveTable
          files={shown}
          caption={block.title || t['archive.caption']}
          fileUrl={archiveFileUrl ? (file) => archiveFileUrl(blockId, file) : undefined}
          onDelete={(file) => {
            setDeleteError(null);
            setToDelete(file);
          }}
        />
      )}
      {user && (
        <p className="jb-education-archive__status" role="status">
          {announcement}
        </p>
      )}
      {deleteError && <ErrorAlert>{deleteError}</ErrorAlert>}

      {user && postId !== undefined && uploadFile && <ArchiveUpload onUpload={upload} />}

      <ConfirmDialog
        open={toDelete !== null}
        title={formatLabel(t['archive.deleteQuestion'], { name: toDelete?.name ?? '' })}
        confirmLabel={t['archive.delete']}
        cancelLabel={t['archive.cancel']}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>{t['archive.deleteText']}</p>
      </ConfirmDialog>
    </section>
  );
}
