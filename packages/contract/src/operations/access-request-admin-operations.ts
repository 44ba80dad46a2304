import { z } from 'zod';
import { AccessDecisionsSchema, AdminAccessRequestSchema } from '../staff';
import { defineOperation } from './operation';
import { idParam } from './params';

// Administrators' calls on access requests, apart from the learner's own.
const REFUSAL = 'Endast administratörer kan hantera ansökningar';

/** Which requests an administrator lists: waiting ones, approved ones, or all. */
export const AccessRequestListQuerySchema = /* @__PURE__ */ z.object({
  status: z.enum(['pending', 'approved']).optional(),
});

const DecisionSchema = /* @__PURE__ */ z.object({
  status: z.enum(['approved', 'denied']),
  mailed: z.boolean(),
});
const DecisionParams = /* @__PURE__ */ z.object({
  educationId: idParam('educationId'),
  userId: idParam('userId'),
});

export const listAccessRequests = /* @__PURE__ */ defineOperation({
  id: 'listAccessRequests',
  method: 'GET',
  path: '/api/admin/access_requests',
  access: 'administrator',
  refusal: REFUSAL,
  query: AccessRequestListQuerySchema,
  answers: { 200: z.array(AdminAccessRequestSchema) },
});

export const approveAccessRequest = /* @__PURE__ */ defineOperation({
  id: 'approveAccessRequest',
  method: 'POST',
  path: '/api/admin/access_requests/{educationId}/{userId}/approve',
  access: 'administrator',
  refusal: REFUSAL,
  params: DecisionParams,
  answers: { 200: DecisionSchema },
});

export const denyAccessRequest = /* @__PURE__ */ defineOperation({
  id: 'denyAccessRequest',
  method: 'POST',
  path: '/api/admin/access_requests/{educationId}/{userId}/deny',
  access: 'administrator',
  refusal: REFUSAL,
  params: DecisionParams,
  answers: { 200: DecisionSchema },
});

export const decideAccessRequests = /* @__PURE__ */ defineOperation({
  id: 'decideAccessRequests',
  method: 'POST',
  path: '/api/admin/access_requests/decide',
  access: 'administrator',
  refusal: REFUSAL,
  body: AccessDecisionsSchema,
  answers: {
    200: z.object({
      results: z.array(
        z.object({
          education_id: z.number(),
          user_id: z.number(),
          status: z.enum(['approved', 'denied', 'missing']),
          changed: z.boolean(),
          mailed: z.boolean(),
        }),
      ),
    }),
  },
});
