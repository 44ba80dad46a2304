import { z } from 'zod';
import { ID_MAX } from './values';

/** Content ids are the content system's numeric post ids. */
export const IdSchema = z.number().int().nonnegative().max(ID_MAX);

/** A taxonomy term (education type, length, organisation, work title, ...). */
export const TermSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  slug: z.string().optional(),
});
export type Term = z.output<typeof TermSchema>;

/**
 * An image with its text alternative. An image that only decorates says so with `decorative`
 * and is shown with an empty `alt`; without the mark an empty `alt` is a missing text
 * alternative, which a publish refuses (an absent `alt` parses to '' too, so '' cannot mean it).
 */
export const ImageSchema = z.looseObject({
  url: z.string().min(1),
  alt: z.string().default(''),
  /** The editor's mark that the image only decorates and needs no text alternative. */
  decorative: z.boolean().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type Image = z.output<typeof ImageSchema>;

/** Social-share and document header of a page or education (SPEC §3). */
export const HeaderSchema = z.looseObject({
  title: z.string().optional(),
  desc: z.string().optional(),
  fb_title: z.string().optional(),
  fb_desc: z.string().optional(),
  fb_img: z.string().optional(),
  twitter_desc: z.string().optional(),
  twitter_img: z.string().optional(),
});
export type Header = z.output<typeof HeaderSchema>;

/** Hero image of a page or education; `images.desktop_x2` is the large variant. */
export const HeroSchema = z.looseObject({
  images: z.looseObject({ desktop_x2: z.string().optional() }).default({}),
  alt: z.string().default(''),
  /** As on {@link ImageSchema}: the hero image only decorates and needs no text alternative. */
  decorative: z.boolean().optional(),
});
export type Hero = z.output<typeof HeroSchema>;
