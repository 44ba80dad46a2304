import { z } from 'zod';
import { EducationSchema, EducationSummarySchema } from '../education';
import { PageSchema } from '../page';
import { SettingsSchema } from '../settings';
import { defineOperation } from './operation';
import { IdParams, textParam } from './params';

const TAG = 'Content';

export const getSiteSettings = defineOperation({
  id: 'getSiteSettings',
  method: 'GET',
  path: '/api/site-settings',
  tag: TAG,
  summary: 'Navigation, footer, terms, consent texts, taxonomies',
  access: 'public',
  answers: { 200: SettingsSchema },
});

export const getPage = defineOperation({
  id: 'getPage',
  method: 'GET',
  path: '/api/pages/{slug}',
  tag: TAG,
  summary: 'A page, room (members) or course presentation; the client IP in a header',
  access: 'optional',
  params: z.object({ slug: textParam }),
  answers: { 200: PageSchema },
});

export const listEducations = defineOperation({
  id: 'listEducations',
  method: 'GET',
  path: '/api/educations',
  tag: TAG,
  summary: 'The course list',
  access: 'optional',
  answers: { 200: z.array(EducationSummarySchema) },
});

export const getEducation = defineOperation({
  id: 'getEducation',
  method: 'GET',
  path: '/api/educations/{id}',
  tag: TAG,
  summary: 'A course: whole to those who may take it, else its outline',
  access: 'optional',
  params: IdParams,
  answers: { 200: EducationSchema },
});
