import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../format/unix-seconds';
import { route } from '../../http/operation-route';
import { listAudit } from '../../storage/audit';

/** The audit log for administrators: who changed what, and when (issue 14). */
export async function auditRoutes(app: FastifyInstance) {
  route(app, operations.readAuditLog, async ({ query }) => {
    const rows = await listAudit(app.db, query);
    return rows.map((row) => ({
      id: row.id,
      at: unixSeconds(row.at),
      actor_email: row.actorEmail,
      action: row.action,
      target: row.target,
      details: row.details,
    }));
  });
}
