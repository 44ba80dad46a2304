import { educationKey } from '@jamstalldhet/blocks/engine';
import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unixSeconds } from '../../format/unix-seconds';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { accessDecisionMail } from '../../mail/access-mails';
import {
  type AccessDecision,
  decideAccessRequest,
  listAccessRequests,
  listUserAccessRequests,
  requestAccess,
} from '../../storage/access';
import { getSettings } from '../../storage/content';
import type { UserRow } from '../../storage/sessions';
import { requireEducation } from '../educations/require-education';

export const UNVERIFIED_REQUEST_MESSAGE =
  'Bekräfta din e-postadress innan du ansöker. Klicka på länken i mejlet vi skickade till dig, eller välj Skicka e-post igen högst upp på sidan.';

export async function accessRoutes(app: FastifyInstance) {
  route(app, operations.requestAccess, async ({ params, user, reply }) => {
    const education = await requireEducation(app.db, params.educationId);
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
  });

  route(app, operations.listMyAccessRequests, async ({ user }) => {
    const requests = await listUserAccessRequests(app.db, user.id);
    return requests.map((row) => ({
      education_id: row.educationId,
      education_title: row.educationTitle,
      status: row.status,
      created_at: unixSeconds(row.createdAt),
    }));
  });

  route(app, operations.listAccessRequests, async ({ query }) => {
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

  /** One request, named by its course and learner, decided: 404 when there is none. */
  const decide =
    (decision: AccessDecision) =>
    async (call: {
      params: { educationId: number; userId: number };
      user: UserRow;
      request: FastifyRequest;
    }) => {
      const decided = await decideOne(call.request, call.user, call.params, decision);
      if (!decided) {
        throw notFound('Ansökan finns inte');
      }
      return { status: decided.outcome, mailed: decided.mailed };
    };

  route(app, operations.approveAccessRequest, decide('approve'));
  route(app, operations.denyAccessRequest, decide('deny'));

  // Many requests at once (the administrators' page): each is decided and mailed on its own, so
  // one that another administrator already handled does not stop the rest.
  route(app, operations.decideAccessRequests, async ({ body: input, user: admin, request }) => {
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
        status: decided ? decided.outcome : ('missing' as const),
        changed: decided?.changed ?? false,
        mailed: decided?.mailed ?? false,
      });
    }
    return { results };
  });
}
