import { z } from 'zod';
import {
  ContentDraftSchema,
  DraftVersionSchema,
  EDITING_REFUSAL,
  PUBLISHING_REFUSAL,
} from './content-editing-operations';
import { defineOperation } from './operation';
import { idParam } from './params';

const CourseParams = /* @__PURE__ */ z.object({
  kind: z.enum(['education', 'page', 'settings']),
  id: idParam('id'),
});

/** A block whose change reaches learners, where it is, and how many learners have answers on it. */
export const ImpactedBlockSchema = /* @__PURE__ */ z.object({
  block_id: z.string(),
  where: z.string(),
  learners: z.number().int().nonnegative(),
});

/**
 * A question whose right answer changes: as {@link ImpactedBlockSchema}, and how many of the
 * learners who answered see their answer as wrong once it is published, though it was not before.
 */
export const ChangedAnswerBlockSchema = /* @__PURE__ */ ImpactedBlockSchema.extend({
  now_wrong: z.number().int().nonnegative(),
});

/**
 * What publishing the draft does to learners with accounts (issue 23): answers on blocks the
 * draft removes (kept, no longer shown), questions whose right answer changes, questions that
 * become mandatory for those in progress, and the completions and certificates that are kept.
 * Anonymous learners' answers live in their browsers and are not counted.
 */
export const PublishImpactSchema = /* @__PURE__ */ z.object({
  learners_in_progress: z.number().int().nonnegative(),
  completions: z.number().int().nonnegative(),
  certificates: z.number().int().nonnegative(),
  removed: z.array(ImpactedBlockSchema),
  changed_answers: z.array(ChangedAnswerBlockSchema),
  new_mandatory: z.array(ImpactedBlockSchema),
});
export type PublishImpact = z.output<typeof PublishImpactSchema>;

/** What a removal did: a course with learners' work is closed, anything else is removed. */
export const ContentRemovalSchema = /* @__PURE__ */ z.object({
  outcome: z.enum(['removed', 'closed']),
});

export const getPublishImpact = /* @__PURE__ */ defineOperation({
  id: 'getPublishImpact',
  method: 'GET',
  path: '/api/admin/content/{kind}/{id}/impact',
  access: 'administrator',
  refusal: PUBLISHING_REFUSAL,
  params: CourseParams,
  answers: { 200: PublishImpactSchema },
});

export const removeContent = /* @__PURE__ */ defineOperation({
  id: 'removeContent',
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/remove',
  access: 'administrator',
  refusal: PUBLISHING_REFUSAL,
  params: CourseParams,
  body: DraftVersionSchema,
  answers: { 200: ContentRemovalSchema },
});

export const unpublishContent = /* @__PURE__ */ defineOperation({
  id: 'unpublishContent',
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/unpublish',
  access: 'administrator',
  refusal: PUBLISHING_REFUSAL,
  params: CourseParams,
  body: DraftVersionSchema,
  answers: { 200: ContentDraftSchema },
});

/** How many learners with accounts have saved answers on any of the given blocks of a course. */
export const AnsweringLearnersSchema = /* @__PURE__ */ z.object({ learners: z.number().int().nonnegative() });

export const countAnsweringLearners = /* @__PURE__ */ defineOperation({
  id: 'countAnsweringLearners',
  method: 'GET',
  path: '/api/admin/content/education/{id}/answers',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  params: /* @__PURE__ */ z.object({ id: idParam('id') }),
  query: /* @__PURE__ */ z.object({
    blocks: z
      .string()
      .max(20_000)
      .transform((value) => value.split(',').filter((id) => id !== ''))
      .pipe(z.array(z.string().min(1).max(200)).max(1000)),
  }),
  answers: { 200: AnsweringLearnersSchema },
});
