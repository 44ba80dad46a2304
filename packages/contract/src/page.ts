import { z } from 'zod';
import { BlockSchema } from './block';
import { HeaderSchema, HeroSchema, IdSchema } from './common';
import { EducationSchema } from './education';

/** Content types (SPEC §1). A room contains an education. */
export const PostTypeSchema = z.enum(['page', 'education', 'room']);
export type PostType = z.output<typeof PostTypeSchema>;

/** A page as served by `GET /api/pages/{slug}`. */
export const PageSchema = z.looseObject({
  id: IdSchema,
  slug: z.string().min(1),
  title: z.string(),
  post_type: PostTypeSchema.default('page'),
  components: z.array(BlockSchema).default([]),
  hero: HeroSchema.optional(),
  header: HeaderSchema.default({}),
  education: EducationSchema.optional(),
});
export type Page = z.output<typeof PageSchema>;
export type PageInput = z.input<typeof PageSchema>;
