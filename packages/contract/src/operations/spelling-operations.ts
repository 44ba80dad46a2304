import { z } from 'zod';
import { EDITING_REFUSAL } from './content-editing-operations';
import { defineOperation } from './operation';

/** The longest word the site's word list takes: longer is a sentence, not a word. */
export const SITE_WORD_MAX_LENGTH = 64;

const SITE_WORD_MESSAGE = `Skriv ett ord med bara bokstäver (och bindestreck mellan delar), högst ${SITE_WORD_MAX_LENGTH} tecken`;

/**
 * A word of the site's word list (issue 40): letters, parts joined by hyphens, as the editor wrote
 * it (NFC). What the spelling check looks words up in besides the Swedish dictionary: names,
 * terms and the authority's own words.
 */
export const SiteWordSchema = /* @__PURE__ */ z
  .string()
  .trim()
  .normalize('NFC')
  .min(1, SITE_WORD_MESSAGE)
  .max(SITE_WORD_MAX_LENGTH, SITE_WORD_MESSAGE)
  .regex(/^[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*$/u, SITE_WORD_MESSAGE);

/** The site's word list, in Swedish alphabetical order. */
export const SiteWordsSchema = /* @__PURE__ */ z.object({ words: z.array(z.string()) });
export type SiteWords = z.output<typeof SiteWordsSchema>;

export const listSiteWords = /* @__PURE__ */ defineOperation({
  id: 'listSiteWords',
  method: 'GET',
  path: '/api/admin/spelling-words',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  answers: { 200: SiteWordsSchema },
});

/** "Lägg till i ordlistan": a word already there is no error. Answers the whole list. */
export const addSiteWord = /* @__PURE__ */ defineOperation({
  id: 'addSiteWord',
  method: 'POST',
  path: '/api/admin/spelling-words',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  body: /* @__PURE__ */ z.object({ word: SiteWordSchema }),
  answers: { 200: SiteWordsSchema },
});

/** Takes a word off the list (a mistake undone); one not there is no error. Answers the whole list. */
export const removeSiteWord = /* @__PURE__ */ defineOperation({
  id: 'removeSiteWord',
  method: 'DELETE',
  path: '/api/admin/spelling-words/{word}',
  access: 'editor',
  refusal: EDITING_REFUSAL,
  params: /* @__PURE__ */ z.object({ word: SiteWordSchema }),
  answers: { 200: SiteWordsSchema },
});
