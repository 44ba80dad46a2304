import { educationKey } from '@jamstalldhet/blocks/engine';
import { AccessDecisionsSchema, type AdminAccessRequest } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdministrator as requireAdministratorRole, requireUser } from '../../http/context';
import { badRequest, forbidden, notFound, parseId, parseInput } from '../../http/errors';
import { unixSeconds } from '../../http/time';
import {
  type AccessDecision,
  accessDecisionMail,
  decideAccessRequest,
  listAccessRequests,
  listUserAccessRequests,
  requestAccess,
} from '../../storage/access';
import { findEducationById, getSettings } from '../../storage/content';
import type { UserRow } from '../../storage/sessions';

export const UNVERIFIED_REQUEST_MESSAGE =
  'Bekräfta din e-postadress innan du ansöker. Klicka på länken i mejlet vi skickade till dig, eller välj Skicka e-post igen högst upp på sidan.';

export const ListQuerySchema = z.object({ status: z.enum(['pending', 'approved']).optional() });

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
      // An administrator decides by who is asking: the address must be shown to be theirs.
      if (!user.emailVerified) {
        throw forbidden(UNVERIFIED_REQUEST_MESSAGE);
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

  app.get('/api/admin/access_requests', async (request): Promise<AdminAccessRequest[]> => {
    await requireAdministrator(request);
    const query = parseInput(ListQuerySchema, request.query);
    const [requests, settings] = await Promise.all([listAccessRequests(app.db, query), getSettings(app.db)]);
    // The learner's organisation and work title by name, as they chose them from the site's lists.
    const termName = (terms: ReadonlyArray<{ id: number; name: string }>, id: number | null) =>
      id === null ? null : (terms.find((term) => term.id === id)?.name ?? null);
    return requests.map((row) => ({
      user_id: row.userId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      email_verified: row.emailVerified,
      organization: termName(settings.taxonomies.user_organization, row.organizationId),
      work_title: termName(settings.taxonomies.user_work_title, row.workTitleId),
      education_id: row.educationId,
      education_title: row.educationTitle,
      education_slug: row.educationSlug,
      status: row.status,
      created_at: unixSeconds(row.createdAt),
      decided_at: row.decidedAt ? unixSeconds(row.decidedAt) : null,
    }));
  });

  /**
   * Decides one request and mails the learner when something changed; null for no request.
   * A mail that fails is logged and answered as `mailed: false`: the decision stands, and one
   * learner's mail server does not stop the rest of a batch.
   */
  async function decideOne(
    request: FastifyRequest,
    admin: UserRow,
    item: { userId: number; educationId: number },
    decision: AccessDecision,
  ) {
    const decided = await decideAccessRequest(app.db, item.userId, item.educationId, decision, admin);
    let mailed = false;
    if (decided?.changed) {
      mailed = await app.mailer.send(accessDecisionMail(decided, app.config.publicUrl)).then(
        () => true,
        (error: unknown) => {
          request.log.error({ err: error, educationId: item.educationId }, 'access decision mail not sent');
          return false;
        },
      );
    }
    return decided ? { ...decided, mailed } : null;
  }

  const decide =
    (decision: AccessDecision) =>
    async (request: FastifyRequest<{ Params: { educationId: string; userId: string } }>) => {
      const admin = await requireAdministrator(request);
      const educationId = parseId(request.params.educationId, 'educationId');
      const userId = parseId(request.params.userId, 'userId');
      const decided = await decideOne(request, admin, { userId, educationId }, decision);
      if (!decided) {
        throw notFound('Ansökan finns inte');
      }
      return { status: decided.outcome, mailed: decided.mailed };
    };

  app.post('/api/admin/access_requests/:educationId/:userId/approve', decide('approve'));
  app.post('/api/admin/access_requests/:educationId/:userId/deny', decide('deny'));

  // Many requests at once (the administrators' page): each is decided and mailed on its own, so
  // one that another administrator already handled does not stop the rest.
  app.post('/api/admin/access_requests/decide', async (request) => {
    const admin = await requireAdministrator(request);
    const input = parseInput(AccessDecisionsSchema, request.body);
    const results = [];
    for (const item of input.requests) {
      const decided = await decideOne(
        request,
        admin,
        { userId: item.user_id, educationId: item.education_id },
        input.decision,
      );
      results.push({
        ...item,
        status: decided ? decided.outcome : 'missing',
        changed: decided?.changed ?? false,
        mailed: decided?.mailed ?? false,
      });
    }
    return { results };
  });
}
