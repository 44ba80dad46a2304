import { z } from 'zod';
import { EducationSummarySchema } from '../education';
import { Ok } from './answers';
import { defineOperation } from './operation';
import { IdParams } from './params';

// A learner's list of courses and starting one over: my pages' calls, apart from the player's.

export const listMyEducations = /* @__PURE__ */ defineOperation({
  id: 'listMyEducations',
  method: 'GET',
  path: '/api/user/educations',
  access: 'user',
  answers: { 200: z.array(EducationSummarySchema) },
});

export const restartEducation = /* @__PURE__ */ defineOperation({
  id: 'restartEducation',
  method: 'DELETE',
  path: '/api/user/educations/{id}',
  access: 'user',
  params: IdParams,
  answers: { 200: Ok },
});
