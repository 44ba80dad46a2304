import { z } from 'zod';
import { BlockPartSchema } from './block';
import { IdSchema } from './common';

/**
 * One saved answer: the values a learner gave to one block (SPEC §3). `modifiedAt`
 * (milliseconds since the epoch) is when this device last changed it; answers that came from
 * the server have none. It lets a client send only what changed, and lets two tabs agree on
 * the newest answer.
 */
export const ProgressEntrySchema = z.looseObject({
  educationId: IdSchema,
  blockId: z.string().min(1),
  values: z.array(z.string()),
  part: BlockPartSchema.default('normal'),
  modifiedAt: z.number().optional(),
});
export type ProgressEntry = z.output<typeof ProgressEntrySchema>;
export type ProgressEntryInput = z.input<typeof ProgressEntrySchema>;

/**
 * A learner's progress in one education. Timestamps are milliseconds since the epoch;
 * `completed` is the marker an anonymous learner's device keeps after completion.
 */
export const EducationProgressSchema = z.looseObject({
  educationId: IdSchema,
  entries: z.array(ProgressEntrySchema).default([]),
  lastModified: z.number().nullable().default(null),
  lastPush: z.number().nullable().default(null),
  completed: z.boolean().default(false),
});
export type EducationProgress = z.output<typeof EducationProgressSchema>;
export type EducationProgressInput = z.input<typeof EducationProgressSchema>;

/** Body of `POST /api/user/educations/{id}/progress` (SPEC §7). */
export const ProgressUpdateSchema = z.object({
  answers: z
    .array(
      z.object({
        block_id: z.string().min(1).max(200),
        values: z.array(z.string().max(10_000)).max(200),
      }),
    )
    .max(1000),
});
export type ProgressUpdate = z.output<typeof ProgressUpdateSchema>;

/** The answer of `GET /api/progress/{id}`: the caller's saved answers in one education. */
export const ProgressResponseSchema = z.object({
  educationId: IdSchema,
  entries: z.array(ProgressEntrySchema).default([]),
});
export type ProgressResponse = z.output<typeof ProgressResponseSchema>;

/** The answer of `POST /api/user/educations/{id}/progress`. */
export const ProgressSaveResponseSchema = z.object({ ok: z.literal(true), saved: z.number().int().min(0) });
export type ProgressSaveResponse = z.output<typeof ProgressSaveResponseSchema>;

/** Answers to check against a course's answer key (`POST /api/educations/{id}/check`). */
export const AnswerCheckRequestSchema = z.object({
  answers: ProgressUpdateSchema.shape.answers.min(1).max(200),
});
export type AnswerCheckRequest = z.output<typeof AnswerCheckRequestSchema>;

/** One checked answer: the result and that result's feedback texts, nothing about other options. */
export const CheckedAnswerSchema = z.object({
  block_id: z.string(),
  result: z.enum(['correct', 'wrong', 'unanswered', 'ungraded']),
  heading: z.string().optional(),
  description: z.string().optional(),
});
export type CheckedAnswerResult = z.output<typeof CheckedAnswerSchema>;

/** The answer of `POST /api/educations/{id}/check`, in the order asked. */
export const AnswerCheckResponseSchema = z.object({ results: z.array(CheckedAnswerSchema) });
export type AnswerCheckResponse = z.output<typeof AnswerCheckResponseSchema>;
