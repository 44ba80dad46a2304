import { sameJson } from '@jamstalldhet/blocks/engine';
import type { Database } from '../db/database';
import { forgetContentCheck } from '../storage/content-checks';
import {
  addRevision,
  type DocumentKey,
  draftFollowsImport,
  findPublished,
  lockDraft,
} from '../storage/content-drafts';
import { changedByEditor, latestRevisionSource } from '../storage/content-import-state';
import { summarizeChange } from './change-summary';

/** What the folder import did with one document. */
export type FolderImportOutcome = 'written' | 'unchanged' | 'skipped';

/**
 * Imports one document of a content folder (`import-content`, the demo import at start), in the
 * import's transaction:
 * - a document an editor has changed is skipped, unless `force`;
 * - a document whose file says what is already published is left as it is: no write, no
 *   revision, no new draft version (a restart with the demo content changes nothing, and an
 *   editor's open draft is not made stale by it);
 * - any other is written, its draft follows, and an `import` revision records it.
 * A forced import keeps the editor's unpublished draft as a revision first, so it can be restored.
 */
export async function importFolderDocument(
  tx: Database,
  key: DocumentKey,
  data: Record<string, unknown>,
  write: (tx: Database) => Promise<void>,
  force: boolean,
): Promise<FolderImportOutcome> {
  // Locked, so an editor's publish or restore of this document waits for the import.
  const draft = await lockDraft(tx, key);
  const published = await findPublished(tx, key);
  const editorChanged = changedByEditor(await latestRevisionSource(tx, key), draft);
  if (editorChanged && !force) {
    return 'skipped';
  }
  if (!editorChanged && published !== null && sameJson(published, data)) {
    return 'unchanged';
  }
  if (editorChanged && draft && draft.publishedVersion !== draft.version) {
    await addRevision(tx, key, {
      source: 'draft',
      authorId: draft.savedBy,
      summary: ['Opublicerat utkast som importen med --force ersatte'],
      data: draft.data,
    });
  }
  await write(tx);
  // Written unchecked: the accessibility statement checks it again when it is next read.
  await forgetContentCheck(tx, key);
  await draftFollowsImport(tx, key, data, { overEdits: editorChanged });
  const changes = summarizeChange(published, data);
  await addRevision(tx, key, {
    source: 'import',
    authorId: null,
    summary: [
      ...(changes.length > 0 ? changes : ['Importerad från fil']),
      ...(editorChanged ? ['Skrev över ändringar från redigeraren (--force)'] : []),
    ],
    data,
  });
  return 'written';
}
