import { z } from 'zod';
import { AccessDecisionsSchema, AdminAccessRequestSchema } from '../staff';
import { defineOperation } from './operation';
import { idParam } from './params';

const TAG = 'Access requests';
const REFUSAL = 'Endast administratörer kan hantera ansökningar';

/** Which requests an administrator lists: waiting ones, approved ones, or all. */
export const AccessRequestListQuerySchema = z.object({ status: z.enum(['pending', 'approved']).optional() });

const AccessStatusSchema = z.object({ status: z.enum(['pending', 'approved']) });
const DecisionSchema = z.object({ status: z.enum(['approved', 'denied']), mailed: z.boolean() });
const DecisionParams = z.object({ educationId: idParam('educationId'), userId: idParam('userId') });

export const requestAccess = defineOperation({
  id: 'requestAccess',
  method: 'POST',
  path: '/api/user/request_access/{educationId}',
  tag: TAG,
  summary: 'Ask for access to a users_approved course (200 with its status when asked before)',
  access: 'user',
  params: z.object({ educationId: idParam('educationId') }),
  answers: { 201: AccessStatusSchema },
});

export const listMyAccessRequests = defineOperation({
  id: 'listMyAccessRequests',
  method: 'GET',
  path: '/api/user/request_access',
  tag: TAG,
  summary: "The user's requests",
  access: 'user',
  answers: {
    200: z.array(
      z.object({
        education_id: z.number(),
        education_title: z.string(),
        status: z.string(),
        created_at: z.number(),
      }),
    ),
  },
});

export const listAccessRequests = defineOperation({
  id: 'listAccessRequests',
  method: 'GET',
  path: '/api/admin/access_requests',
  tag: TAG,
  summary: 'Requests, with organisation and work title',
  access: 'administrator',
  refusal: REFUSAL,
  query: AccessRequestListQuerySchema,
  answers: { 200: z.array(AdminAccessRequestSchema) },
});

export const approveAccessRequest = defineOperation({
  id: 'approveAccessRequest',
  method: 'POST',
  path: '/api/admin/access_requests/{educationId}/{userId}/approve',
  tag: TAG,
  summary: 'Approve one (mailed)',
  access: 'administrator',
  refusal: REFUSAL,
  params: DecisionParams,
  answers: { 200: DecisionSchema },
});

export const denyAccessRequest = defineOperation({
  id: 'denyAccessRequest',
  method: 'POST',
  path: '/api/admin/access_requests/{educationId}/{userId}/deny',
  tag: TAG,
  summary: 'Deny one (removed, mailed)',
  access: 'administrator',
  refusal: REFUSAL,
  params: DecisionParams,
  answers: { 200: DecisionSchema },
});

export const decideAccessRequests = defineOperation({
  id: 'decideAccessRequests',
  method: 'POST',
  path: '/api/admin/access_requests/decide',
  tag: TAG,
  summary: 'Decide many at once',
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
