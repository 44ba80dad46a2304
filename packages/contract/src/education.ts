import { z } from 'zod';
import { BlockSchema } from './block';
import { HeaderSchema, HeroSchema, IdSchema, TermSchema } from './common';
import { ProgressEntrySchema } from './progress';

/** Who may take a course (SPEC §6). */
export const EducationAccessSchema = z.enum(['open', 'users', 'users_approved']);
export type EducationAccess = z.output<typeof EducationAccessSchema>;

/** Publication status of a course; `closed` courses cannot be taken (SPEC §4 rule 2). */
export const EducationStatusSchema = z.enum(['open', 'closed']);
export type EducationStatus = z.output<typeof EducationStatusSchema>;

/** The logged-in learner's relation to a course: access request, approval, completion. */
export const EducationUserStatusSchema = z.enum(['pending', 'approved', 'completed']);
export type EducationUserStatus = z.output<typeof EducationUserStatusSchema>;

/** An episode: its pages, each a list of blocks. */
export const EpisodeSchema = z.looseObject({
  title: z.string(),
  post_id: IdSchema.optional(),
  idx: z.string().optional(),
  components: z.array(z.array(BlockSchema)).default([]),
});
export type Episode = z.output<typeof EpisodeSchema>;

/** A chapter: a titled list of episodes. */
export const ChapterSchema = z.looseObject({
  title: z.string(),
  idx: z.string().optional(),
  episodes: z.array(EpisodeSchema).default([]),
});
export type Chapter = z.output<typeof ChapterSchema>;

/** Presentation, evaluation or thank-you section of a course. */
export const EducationSectionSchema = z.looseObject({
  post_id: IdSchema.optional(),
  components: z.array(BlockSchema).default([]),
});
export type EducationSection = z.output<typeof EducationSectionSchema>;

/** When a course can be taken; unix seconds, either end may be open. */
export const AvailabilitySchema = z.looseObject({
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
});
export type Availability = z.output<typeof AvailabilitySchema>;

/** An issued certificate as the learner sees it. */
export const CertificateSchema = z.looseObject({
  token: z.string().optional(),
  code: z.string().optional(),
  url: z.string().optional(),
  issued_at: z.number().optional(),
});
export type Certificate = z.output<typeof CertificateSchema>;

/** The logged-in learner's part of an education (filled by the API). */
export const EducationUserSchema = z.looseObject({
  status: EducationUserStatusSchema.nullable().optional(),
  answers: z.array(ProgressEntrySchema).default([]),
  certificate: CertificateSchema.nullable().optional(),
});
export type EducationUser = z.output<typeof EducationUserSchema>;

/** The three course taxonomies used by the course list filters (SPEC §5). */
export const EducationTaxonomiesSchema = z.looseObject({
  education_type: z.array(TermSchema).default([]),
  education_length: z.array(TermSchema).default([]),
  education_by: z.array(TermSchema).default([]),
});
export type EducationTaxonomies = z.output<typeof EducationTaxonomiesSchema>;

/** An education (course), SPEC §3. */
export const EducationSchema = z.looseObject({
  id: IdSchema,
  slug: z.string().min(1),
  educationId: IdSchema.optional(),
  title: z.string(),
  status: EducationStatusSchema.default('open'),
  access: EducationAccessSchema.default('open'),
  lastFetch: z.number().optional(),
  header: HeaderSchema.default({}),
  hero: HeroSchema.optional(),
  chapters: z.array(ChapterSchema).default([]),
  presentation: EducationSectionSchema.default({ components: [] }),
  evaluation: EducationSectionSchema.default({ components: [] }),
  completed: EducationSectionSchema.default({ components: [] }),
  available: AvailabilitySchema.default({}),
  user: EducationUserSchema.nullable().optional(),
  /** `false` means the course gives no certificate. */
  certificate: z.union([z.boolean(), CertificateSchema]).optional(),
  /**
   * "Läsbarhetsmål": the highest LIX a page of the course should have (issue 40); 40 when not
   * given, 30 for an easy-to-read ("lättläst") course. A page above it is a varning.
   */
  readability_goal: z.number().int().min(10).max(80).optional(),
  taxonomies: EducationTaxonomiesSchema.default({
    education_type: [],
    education_length: [],
    education_by: [],
  }),
});
export type Education = z.output<typeof EducationSchema>;
export type EducationInput = z.input<typeof EducationSchema>;

/** A course as listed by `GET /api/educations`: no chapter contents. */
export const EducationSummarySchema = EducationSchema.omit({
  chapters: true,
  presentation: true,
  evaluation: true,
  completed: true,
}).extend({
  chapter_count: z.number().int().nonnegative().default(0),
  excerpt: z.string().optional(),
});
export type EducationSummary = z.output<typeof EducationSummarySchema>;
