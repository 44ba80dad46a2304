import { type EducationSummary, EducationSummarySchema } from '@jamstalldhet/contract';

// Shared by the stories and tests of this folder: realistic courses with every status.

const school = { id: 11, name: 'Skola', slug: 'skola' };
const preschool = { id: 12, name: 'Förskola', slug: 'forskola' };
const workLife = { id: 13, name: 'Arbetsliv', slug: 'arbetsliv' };
const short = { id: 21, name: 'Under 1 timme', slug: 'kort' };
const long = { id: 22, name: '2–3 timmar', slug: 'lang' };
const authority = { id: 31, name: 'Jämställdhetsmyndigheten', slug: 'jamstalldhetsmyndigheten' };
const skolverket = { id: 32, name: 'Skolverket', slug: 'skolverket' };

/** The time the fixtures are judged against: 1 March 2026. */
export const FIXTURE_NOW = new Date('2026-03-01T10:00:00Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;

export const educations: EducationSummary[] = [
  EducationSummarySchema.parse({
    id: 101,
    slug: 'jamstalld-undervisning',
    title: 'Jämställd undervisning',
    excerpt: '<p>Hur du fördelar talutrymme, uppmärksamhet och förväntningar lika i klassrummet.</p>',
    chapter_count: 4,
    taxonomies: { education_type: [school], education_length: [long], education_by: [skolverket] },
  }),
  EducationSummarySchema.parse({
    id: 102,
    slug: 'normer-i-forskolan',
    title: 'Normer i förskolan',
    header: { desc: 'En introduktion till normkritiskt arbetssätt för förskollärare och barnskötare.' },
    access: 'users',
    taxonomies: { education_type: [preschool], education_length: [short], education_by: [authority] },
  }),
  EducationSummarySchema.parse({
    id: 103,
    slug: 'jamstalldhetsintegrering',
    title: 'Jämställdhetsintegrering i offentlig verksamhet',
    excerpt: 'Grundkurs för dig som arbetar med styrning och uppföljning i kommun, region eller myndighet.',
    access: 'users_approved',
    taxonomies: { education_type: [workLife], education_length: [long], education_by: [authority] },
  }),
  EducationSummarySchema.parse({
    id: 104,
    slug: 'mans-vald-mot-kvinnor',
    title: 'Mäns våld mot kvinnor – grundkurs',
    excerpt: 'Kunskap om våldets orsaker och konsekvenser, och om hur du kan agera.',
    available: { from: seconds('2026-09-01T00:00:00Z') },
    taxonomies: { education_type: [workLife, school], education_length: [long], education_by: [authority] },
  }),
  EducationSummarySchema.parse({
    id: 105,
    slug: 'sex-och-samlevnad-2019',
    title: 'Sex och samlevnad (2019)',
    excerpt: 'Den tidigare versionen av kursen om sexualitet, samtycke och relationer.',
    status: 'closed',
    taxonomies: { education_type: [school], education_length: [short], education_by: [skolverket] },
  }),
];

/** A logged-in learner's view: one course done, one applied for. */
export const educationsForLearner: EducationSummary[] = educations.map((education) => {
  if (education.id === 101) {
    return { ...education, user: { status: 'completed', answers: [] } };
  }
  if (education.id === 103) {
    return { ...education, user: { status: 'pending', answers: [] } };
  }
  return education;
});
