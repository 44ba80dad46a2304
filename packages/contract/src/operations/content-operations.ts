import { z } from 'zod';
import { EducationSchema, EducationSummarySchema } from '../education';
import { PageSchema } from '../page';
import { SettingsSchema } from '../settings';
import { defineOperation } from './operation';
import { IdParams, textParam } from './params';

export const getSiteSettings = /* @__PURE__ */ defineOperation({
  id: 'getSiteSettings',
  method: 'GET',
  path: '/api/site-settings',
  access: 'public',
  answers: { 200: SettingsSchema },
});

export const getPage = /* @__PURE__ */ defineOperation({
  id: 'getPage',
  method: 'GET',
  path: '/api/pages/{slug}',
  access: 'optional',
  params: z.object({ slug: textParam }),
  answers: { 200: PageSchema },
});

export const listEducations = /* @__PURE__ */ defineOperation({
  id: 'listEducations',
  method: 'GET',
  path: '/api/educations',
  access: 'optional',
  answers: { 200: z.array(EducationSummarySchema) },
});

export const getEducation = /* @__PURE__ */ defineOperation({
  id: 'getEducation',
  method: 'GET',
  path: '/api/educations/{id}',
  access: 'optional',
  params: IdParams,
  answers: { 200: EducationSchema },
});
