import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { exportDocument, importDocumentAsDraft } from '../../content/document-transfer';
import { route } from '../../http/operation-route';

/**
 * A course or page out as one file and back in as a draft (issue 23): the file has the content
 * folder's format, so a course moves between servers, or is copied, without a developer.
 */
export async function contentTransferRoutes(app: FastifyInstance) {
  route(app, operations.exportContent, async ({ params, reply }) => {
    const file = await exportDocument(app.db, params);
    return (
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        // A draft is not for shared caches, and an editor exporting again wants what is there now.
        .header('cache-control', 'no-store')
        .send(file.json)
    );
  });

  route(app, operations.importContentDocument, async ({ body, user, reply }) => {
    const draft = await importDocumentAsDraft(app.db, body.kind, body.data, user);
    reply.code(201);
    return draft;
  });
}
