import type { AuditEntry } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../../http/context';
import { parseInput } from '../../http/errors';
import { unixSeconds } from '../../http/time';
import { listAudit } from '../../storage/audit';

export const AuditQuerySchema = z.object({
  /** The id the previous page ended with: the next, older page. */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Entries of one kind only: `access` gives access.approve and access.deny. */
  action: z
    .string()
    .regex(/^[a-z-]+(\.[a-z-]+)?$/)
    .max(40)
    .optional(),
});

/** The audit log for administrators: who changed what, and when (issue 14). */
export async function auditRoutes(app: FastifyInstance) {
  app.get('/api/admin/audit', async (request): Promise<AuditEntry[]> => {
    await requireAdministrator(request, 'Endast administratörer kan läsa loggen');
    const query = parseInput(AuditQuerySchema, request.query);
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
