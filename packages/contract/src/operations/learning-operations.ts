import { z } from 'zod';
import { CompletionResponseSchema, EvaluationSaveResponseSchema } from '../completion';
import { EducationSummarySchema } from '../education';
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

const TAG = 'Learning';

const Answers = ProgressUpdateSchema.shape.answers;

/** A course completed: the learner's answers, and the evaluation they filled in, if any. */
export const CompletionSchema = z.object({
  answers: Answers.default([]),
  evaluation_token: z.string().max(200).optional(),
});

/** The evaluation's answers, saved apart from the learner (with the token of earlier saves). */
export const EvaluationSchema = z.object({ answers: Answers, token: z.string().max(200).optional() });

export const getProgress = defineOperation({
  id: 'getProgress',
  method: 'GET',
  path: '/api/progress/{id}',
  tag: TAG,
  summary: 'The saved progress in a course',
  access: 'user',
  params: IdParams,
  answers: { 200: ProgressResponseSchema },
});

export const saveProgress = defineOperation({
  id: 'saveProgress',
  method: 'POST',
  path: '/api/user/educations/{id}/progress',
  tag: TAG,
  summary: 'Save answers (per block, last write wins)',
  access: 'user',
  params: IdParams,
  body: ProgressUpdateSchema,
  answers: { 200: ProgressSaveResponseSchema },
});

export const restartEducation = defineOperation({
  id: 'restartEducation',
  method: 'DELETE',
  path: '/api/user/educations/{id}',
  tag: TAG,
  summary: 'Start a course over',
  access: 'user',
  params: IdParams,
  answers: { 200: Ok },
});

export const listMyEducations = defineOperation({
  id: 'listMyEducations',
  method: 'GET',
  path: '/api/user/educations',
  tag: TAG,
  summary: "The user's courses",
  access: 'user',
  answers: { 200: z.array(EducationSummarySchema) },
});

export const checkAnswers = defineOperation({
  id: 'checkAnswers',
  method: 'POST',
  path: '/api/educations/{id}/check',
  tag: TAG,
  summary: 'Check answers against the key kept on the server',
  access: 'optional',
  params: IdParams,
  body: AnswerCheckRequestSchema,
  answers: { 200: AnswerCheckResponseSchema },
});

export const completeEducation = defineOperation({
  id: 'completeEducation',
  method: 'POST',
  path: '/api/educations/{id}/completed',
  tag: TAG,
  summary: 'Complete a course',
  access: 'optional',
  params: IdParams,
  body: CompletionSchema,
  answers: { 200: CompletionResponseSchema },
});

export const saveEvaluation = defineOperation({
  id: 'saveEvaluation',
  method: 'POST',
  path: '/api/educations/{id}/evaluation/update',
  tag: TAG,
  summary: 'Save the evaluation (without the learner)',
  access: 'optional',
  params: IdParams,
  body: EvaluationSchema,
  answers: { 200: EvaluationSaveResponseSchema },
});
