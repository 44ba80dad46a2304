import { educationKey } from '@jamstalldhet/blocks/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdministrator as requireAdministratorRole, requireUser } from '../../http/context';
import { badRequest, notFound, parseId, parseInput } from '../../http/errors';
import {
  type AccessDecision,
  accessDecisionMail,
  decideAccessRequest,
  listAccessRequests,
  listUserAccessRequests,
  requestAccess,
} from '../../storage/access';
import { findEducationById } from '../../storage/content';

const ListQuerySchema = z.object({ status: z.enum(['pending', 'approved']).optional() });

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function accessRoutes(app: FastifyInstance) {
  const requireAdministrator = (request: FastifyRequest) =>
    requireAdministratorRole(request, 'Endast administratörer kan hantera ansökningar');

  app.post<{ Params: { educationId: string } }>(
    '/api/user/request_access/:educationId',
    async (request, reply) => {
      const user = await requireUser(request);
      const education = await findEducationById(app.db, parseId(request.params.educationId, 'educationId'));
      if (!education) {
        throw notFound('Utbildningen finns inte');
      }
      if (education.access !== 'users_approved') {
        throw badRequest('Utbildningen kräver ingen ansökan', 'educationId');
      }
      const { status, created } = await requestAccess(app.db, user.id, educationKey(education));
      reply.code(created ? 201 : 200);
      return { status };
    },
  );

  app.get('/api/user/request_access', async (request) => {
    const user = await requireUser(request);
    const requests = await listUserAccessRequests(app.db, user.id);
    return requests.map((row) => ({
      education_id: row.educationId,
      education_title: row.educationTitle,
      status: row.status,
      created_at: unixSeconds(row.createdAt),
    }));
  });

  app.get('/api/admin/access_requests', async (request) => {
    await requireAdministrator(request);
    const query = parseInput(ListQuerySchema, request.query);
    const requests = await listAccessRequests(app.db, query);
    return requests.map((row) => ({
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      education_id: row.educationId,
      education_title: row.educationTitle,
      education_slug: row.educationSlug,
      status: row.status,
      created_at: unixSeconds(row.createdAt),
      decided_at: row.decidedAt ? unixSeconds(row.decidedAt) : null,
    }));
  });

  const decide =
    (decision: AccessDecision) =>
    async (request: FastifyRequest<{ Params: { educationId: string; userId: string } }>) => {
      await requireAdministrator(request);
      const educationId = parseId(request.params.educationId, 'educationId');
      const userId = parseId(request.params.userId, 'userId');
      const decided = await decideAccessRequest(app.db, userId, educationId, decision);
      if (!decided) {
        throw notFound('Ansökan finns inte');
      }
      if (decided.changed) {
        await app.mailer.send(accessDecisionMail(decided, app.config.publicUrl));
      }
      return { status: decided.outcome };
    };

  app.post('/api/admin/access_requests/:educationId/:userId/approve', decide('approve'));
  app.post('/api/admin/access_requests/:educationId/:userId/deny', decide('deny'));
}
