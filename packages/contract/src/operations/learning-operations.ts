import { z } from 'zod';
import { CompletionResponseSchema, EvaluationSaveResponseSchema } from '../completion';
import {
  AnswerCheckRequestSchema,
  AnswerCheckResponseSchema,
  ProgressResponseSchema,
  ProgressSaveResponseSchema,
  ProgressUpdateSchema,
} from '../progress';
import { Ok } from './answers';
import { defineOperation } from './operation';
import { IdParams } from './params';

const Answers = ProgressUpdateSchema.shape.answers;

/**
 * A course completed: the learner's answers. `evaluation_token` (SPEC §7) is taken and not
 * used: a passed completion gives the evaluation's token in its answer (issue 37).
 * `first_checks` are the answers the learner had when they first pressed "Rätta svaret" on
 * each question, as far as the device knows them: the statistics' "Frågor" grade them with the
 * server's key (issue 37). They change nothing of the completion itself.
 */
export const CompletionSchema = /* @__PURE__ */ z.object({
  answers: Answers.default([]),
  evaluation_token: z.string().max(200).optional(),
  first_checks: Answers.optional(),
});

/**
 * The evaluation's answers, saved apart from the learner, after a passed completion (issue 37):
 * with the token that completion gave (or for a logged-in learner by their own completion, once),
 * a later save with the token replacing the earlier.
 */
export const EvaluationSchema = /* @__PURE__ */ z.object({
  answers: Answers,
  token: z.string().max(200).optional(),
});

export const getProgress = /* @__PURE__ */ defineOperation({
  id: 'getProgress',
  method: 'GET',
  path: '/api/progress/{id}',
  access: 'user',
  params: IdParams,
  answers: { 200: ProgressResponseSchema },
});

export const saveProgress = /* @__PURE__ */ defineOperation({
  id: 'saveProgress',
  method: 'POST',
  path: '/api/user/educations/{id}/progress',
  access: 'learner',
  params: IdParams,
  body: ProgressUpdateSchema,
  answers: { 200: ProgressSaveResponseSchema },
});

export const checkAnswers = /* @__PURE__ */ defineOperation({
  id: 'checkAnswers',
  method: 'POST',
  path: '/api/educations/{id}/check',
  access: 'course',
  params: IdParams,
  body: AnswerCheckRequestSchema,
  answers: { 200: AnswerCheckResponseSchema },
});

export const completeEducation = /* @__PURE__ */ defineOperation({
  id: 'completeEducation',
  method: 'POST',
  path: '/api/educations/{id}/completed',
  access: 'course',
  params: IdParams,
  body: CompletionSchema,
  answers: { 200: CompletionResponseSchema },
});

export const saveEvaluation = /* @__PURE__ */ defineOperation({
  id: 'saveEvaluation',
  method: 'POST',
  path: '/api/educations/{id}/evaluation/update',
  access: 'course',
  params: IdParams,
  body: EvaluationSchema,
  answers: { 200: EvaluationSaveResponseSchema },
});

/**
 * A learner started the course (issue 26's statistics): the course player says so once, when
 * an anonymous learner's first answer in it is kept on the device. Nothing else is sent or kept.
 */
/** A page of a course as its address numbers it, `chapter/episode/page` (`1/2/1`). */
const PageKeySchema = z
  .string()
  .regex(/^[1-9]\d{0,2}\/[1-9]\d{0,2}\/[1-9]\d{0,2}$/, 'Ange sidan som kapitel/avsnitt/sida');

/**
 * A learner reached a page of the course (issue 37's "Var slutar deltagarna?"): the player says
 * so once per page and visit. A logged-in learner is counted once per page; an anonymous
 * report is counted without anything of the learner, like a start.
 */
export const reportPageReach = /* @__PURE__ */ defineOperation({
  id: 'reportPageReach',
  method: 'POST',
  path: '/api/educations/{id}/reached',
  access: 'course',
  params: IdParams,
  body: z.object({ page: PageKeySchema }),
  answers: { 200: Ok },
});

export const reportEducationStart = /* @__PURE__ */ defineOperation({
  id: 'reportEducationStart',
  method: 'POST',
  path: '/api/educations/{id}/started',
  access: 'course',
  params: IdParams,
  answers: { 200: Ok },
});
