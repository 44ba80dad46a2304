import { isAdministratorRole } from '@jamstalldhet/blocks/engine';
import { type ContentKind, operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { listContentEntries } from '../../content/content-list';
import { removeDocument, unpublishDocument } from '../../content/content-removal';
import { DOCUMENT_KINDS } from '../../content/document-kinds';
import { createEducationDraft, createPageDraft } from '../../content/new-documents';
import { answeringLearners, publishImpact } from '../../content/publish-impact';
import { openDraft, publishDraft, restoreRevision, saveDraftOf } from '../../content/publishing';
import { requestReview, returnReview } from '../../content/review';
import { personName } from '../../format/person-name';
import { unixSeconds } from '../../format/unix-seconds';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { listRevisions, type RevisionSource, readRevision } from '../../storage/content-drafts';
import type { UserRow } from '../../storage/sessions';

/**
 * The content system's calls (issue 23): drafts, saves that never overwrite a newer one,
 * publishing through the publish checks, revisions and restoring them. Editors write drafts and
 * send them for review; administrators (both kinds, SPEC §6) also publish, send back, unpublish
 * and remove; each operation's access says which (issue 36). Learners see only what is published.
 */
export async function contentEditingRoutes(app: FastifyInstance) {
  route(app, operations.listContent, async () => listContentEntries(app.db));

  route(app, operations.createEducationDraft, async ({ body, user, reply }) => {
    const draft = await createEducationDraft(app.db, body, user);
    reply.code(201);
    return draft;
  });

  route(app, operations.createPageDraft, async ({ body, user, reply }) => {
    const draft = await createPageDraft(app.db, body, user);
    reply.code(201);
    return draft;
  });

  route(app, operations.getContentDraft, async ({ params }) => openDraft(app.db, params));

  route(app, operations.saveContentDraft, async ({ params, body, user }) => {
    refuseSettingsToEditors(params.kind, user);
    return saveDraftOf(app.db, params, body, user);
  });

  route(app, operations.publishContent, async ({ params, body, user }) =>
    publishDraft(app.db, params, body, user),
  );

  route(app, operations.requestContentReview, async ({ params, body, user }) => {
    refuseSettingsToEditors(params.kind, user);
    return requestReview(app.db, params, body.version, user);
  });

  route(app, operations.returnContentReview, async ({ params, body, user }) =>
    returnReview(app.db, params, body, user),
  );

  route(app, operations.getPublishImpact, async ({ params }) => publishImpact(app.db, params));

  route(app, operations.countAnsweringLearners, async ({ params, query }) => ({
    learners: await answeringLearners(app.db, params.id, query.blocks),
  }));

  route(app, operations.unpublishContent, async ({ params, body, user }) =>
    unpublishDocument(app.db, params, body.version, user),
  );

  route(app, operations.removeContent, async ({ params, body, user }) =>
    removeDocument(app.db, params, body.version, user),
  );

  route(app, operations.listContentRevisions, async ({ params }) => {
    const rows = await listRevisions(app.db, params);
    return rows.map(revisionOnWire);
  });

  route(app, operations.getContentRevision, async ({ params }) => {
    const row = await readRevision(app.db, { kind: params.kind, id: params.id }, params.number);
    if (!row) {
      throw notFound('Versionen finns inte');
    }
    return { ...revisionOnWire(row), data: row.data as Record<string, unknown> };
  });

  route(app, operations.restoreContentRevision, async ({ params, body, user }) => {
    refuseSettingsToEditors(params.kind, user);
    return restoreRevision(app.db, { kind: params.kind, id: params.id }, params.number, body.version, user);
  });
}

/** The 403 of an editor's change to the site settings. */
export const SETTINGS_REFUSAL = 'Endast administratörer kan ändra webbplatsinställningarna';

/**
 * The site settings reach every page (the menus, the address accessibility reports are sent
 * to): only administrators change them, a draft too (issue 36). A rule about the document, so
 * it is here and not in the operation's access kind, which is about the caller alone.
 */
function refuseSettingsToEditors(kind: ContentKind, user: UserRow): void {
  if (DOCUMENT_KINDS[kind].administratorsOnly && !isAdministratorRole(user.role)) {
    throw forbidden(SETTINGS_REFUSAL);
  }
}

/** A revision as the list and "Visa" give it: who, when, from what, and the summary. */
function revisionOnWire(row: Omit<Awaited<ReturnType<typeof listRevisions>>[number], 'data'>) {
  return {
    number: row.number,
    source: row.source as RevisionSource,
    author: personName(row.firstName, row.lastName),
    at: unixSeconds(row.at),
    summary: row.summary,
  };
}
