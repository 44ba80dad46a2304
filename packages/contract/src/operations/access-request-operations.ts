import { z } from 'zod';
import { defineOperation } from './operation';
import { idParam } from './params';

// A learner's calls on access requests; an administrator's are in access-request-admin-operations.
const AccessStatusSchema = /* @__PURE__ */ z.object({ status: z.enum(['pending', 'approved']) });

export const requestAccess = /* @__PURE__ */ defineOperation({
  id: 'requestAccess',
  method: 'POST',
  path: '/api/user/request_access/{educationId}',
  access: 'user',
  params: z.object({ educationId: idParam('educationId') }),
  answers: { 201: AccessStatusSchema },
});

export const listMyAccessRequests = /* @__PURE__ */ defineOperation({
  id: 'listMyAccessRequests',
  method: 'GET',
  path: '/api/user/request_access',
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
