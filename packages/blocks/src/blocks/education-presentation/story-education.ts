import { type Education, type EducationInput, EducationSchema } from '@jamstalldhet/contract';

// Stories only: a realistic course, and a picture that needs no network.
export const heroImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#e3edf9"/><rect x="40" y="110" width="240" height="16" fill="#5a2d82"/><circle cx="110" cy="80" r="26" fill="#fbe7ef"/><circle cx="210" cy="80" r="26" fill="#fdf1c7"/></svg>',
)}`;

function question(blockId: string) {
  return {
    block_id: blockId,
    name: 'question-radio',
    mandatory: true,
    answers: [
      { id: 'ja', label: 'Ja', correct: true },
      { id: 'nej', label: 'Nej' },
    ],
  };
}

/** "Jämställdhet i skolan": three chapters with one mandatory question each. */
export function storyEducation(overrides: Partial<EducationInput> = {}): Education {
  return EducationSchema.parse({
    id: 12,
    slug: 'jamstalldhet-i-skolan',
    title: 'Jämställdhet i skolan',
    header: {
      desc: '<p>En webbutbildning för dig som arbetar i skolan och vill ge alla elever samma möjligheter, oavsett kön. Utbildningen tar ungefär två timmar.</p>',
    },
    hero: { images: { desktop_x2: heroImage }, alt: 'Två elever arbetar tillsammans vid ett bord' },
    chapters: [
      { title: 'Vad är jämställdhet?', episodes: [{ title: 'Grunderna', components: [[question('q1')]] }] },
      { title: 'Normer i klassrummet', episodes: [{ title: 'Talutrymme', components: [[question('q2')]] }] },
      {
        title: 'Studie- och yrkesval',
        episodes: [{ title: 'Förväntningar', components: [[question('q3')]] }],
      },
    ],
    ...overrides,
  });
}

/** Saved progress with the first chapter done. */
export const storyProgress = {
  educationId: 12,
  entries: [{ educationId: 12, blockId: 'q1', values: ['ja'], part: 'normal' as const }],
  lastModified: null,
  lastPush: null,
  completed: false,
};

/** A logged-in learner. */
export const storyUser = {
  first_name: 'Amina',
  role: '',
  scope: [],
  email_verified: true,
  loggedIn: true,
};

/** "Now" in stories, so dates never drift: 1 March 2026. */
export const storyNow = () => new Date('2026-03-01T09:00:00Z');
