import type { Block, Education, Page } from '@jamstalldhet/contract';
import { HTML_FIELD_KEYS } from '../../html/document-html';
import { htmlTextUnits } from '../../html/html-structure';
import { documentPages } from '../document-pages';
import { type DocumentPlace, detailOf, problemAt } from '../publish-block-checks';
import { contentRuleTexts as texts } from './content-rule-texts';
import type { ContentFinding } from './content-rules';
import { TEXT_KEYS } from './document-readability';
import { guessLanguage } from './language-guess';
import { walk } from './walk';

type Keys = readonly (string | number)[];

// The running text LIX reads, and the rest a learner reads too (answer options, labels, alt
// texts): a misspelt word is as wrong in a button as in a paragraph.
const SPELLING_KEYS: ReadonlySet<string> = new Set([
  ...TEXT_KEYS,
  'alt',
  'image_text',
  'box_text',
  'question',
  'answer',
  'label',
  'placeholder',
  'aria_label',
  'correct_heading',
  'correct_description',
  'wrong_heading',
  'wrong_description',
  'video_transcript',
  'sound_transcript',
]);

// Addresses and mail addresses are not words: "do.se" would be "do" and "se".
const ADDRESS = /\S+@\S+|(?:https?:\/\/|www\.)\S+|\S+\.(?:se|nu|com|org|net|eu|gov|info)\b\S*/giu;
const WORD = /[\p{L}\p{M}]+/gu;
// An abbreviation (DIGG, EU) or a name written with a capital inside (PowerPoint, iPhone).
const NOT_CHECKED = /^\p{Lu}+$|.\p{Lu}/u;

/** Words shorter than this are not checked: "åk", "st" and the letters of "t.ex." are not errors. */
export const SPELLING_MIN_LENGTH = 3;

/**
 * Whether a word is checked against the dictionary: three letters or more, not an abbreviation
 * in capitals and not a name with a capital inside it.
 */
export function isSpellingChecked(word: string): boolean {
  return [...word].length >= SPELLING_MIN_LENGTH && !NOT_CHECKED.test(word);
}

/** The words of a Swedish text that are checked, in order, as written. */
export function spellingWordsOf(text: string): string[] {
  const words =
    text
      .normalize('NFC')
      .replace(/\u00AD/g, '')
      .replace(ADDRESS, ' ')
      .match(WORD) ?? [];
  return words.filter(isSpellingChecked);
}

// Text the dictionary can judge: Swedish, or unmarked and not guessed to be another language
// (which the language rule already points out).
function isSwedish(text: string, lang: string | null): boolean {
  if (lang !== null) {
    return /^sv\b/i.test(lang);
  }
  const guessed = guessLanguage(text);
  return guessed !== 'en' && guessed !== 'other';
}

// The Swedish texts of a block with the keys that lead to each.
function blockTexts(block: Block): Array<{ text: string; keys: Keys }> {
  const found: Array<{ text: string; keys: Keys }> = [];
  walk(block, [], (value, keys) => {
    const key = keys.at(-1);
    if (typeof value !== 'string' || typeof key !== 'string' || value.trim() === '') {
      return;
    }
    if (HTML_FIELD_KEYS.has(key)) {
      for (const unit of htmlTextUnits(value)) {
        if (isSwedish(unit.ownText, unit.lang)) {
          found.push({ text: unit.ownText, keys });
        }
      }
    } else if (SPELLING_KEYS.has(key) && isSwedish(value, null)) {
      found.push({ text: value, keys });
    }
  });
  return found;
}

/** A spelling varning, with the word it is about (for "Lägg till i ordlistan"). */
export interface SpellingFinding extends ContentFinding {
  rule: 'spelling';
  word: string;
  /** Words one edit away that the dictionary knows, best first (the message names them too). */
  suggestions: readonly string[];
}

interface PlacedWord {
  word: string;
  place: DocumentPlace;
  keys: Keys;
}

// Each checked word once per page, at its first place.
function pageWords(document: Education | Page): PlacedWord[][] {
  return documentPages(document).map((page) => {
    const seen = new Map<string, PlacedWord>();
    for (const { block, place } of page.blocks) {
      for (const { text, keys } of blockTexts(block)) {
        for (const word of spellingWordsOf(text)) {
          if (!seen.has(word)) {
            seen.set(word, { word, place, keys });
          }
        }
      }
    }
    return [...seen.values()];
  });
}

/**
 * The distinct words of a course or page to look up in a dictionary (issue 40, klarspråk): its
 * Swedish text, without addresses, abbreviations, names with an inner capital or words under
 * {@link SPELLING_MIN_LENGTH} letters. Parts marked or guessed as another language are left out.
 *
 * @example spellingWords(page) // ['Jämställdhet', 'handlar', 'makt']
 */
export function spellingWords(document: Education | Page): string[] {
  return [...new Set(pageWords(document).flatMap((words) => words.map(({ word }) => word)))];
}

/**
 * The varningar for the words a dictionary did not know: one per word and page, at the word's
 * first place, with the dictionary's suggestions. `unknown` maps each unknown word (as
 * {@link spellingWords} gave it) to its suggestions; the dictionary lives with the caller.
 *
 * @example spellingFindings(page, new Map([['kvinor', ['kvinnor']]]))
 * // [{ where: 'Block 1 (Text)', path: 'components[0].html', rule: 'spelling', severity: 'warning',
 * //    message: 'Okänt ord: "kvinor". Menade du "kvinnor"? …' }]
 */
export function spellingFindings(
  document: Education | Page,
  unknown: ReadonlyMap<string, readonly string[]>,
): SpellingFinding[] {
  return pageWords(document).flatMap((words) =>
    words
      .filter(({ word }) => unknown.has(word))
      .map(({ word, place, keys }) => ({
        ...problemAt(place, keys, texts.spelling(word, unknown.get(word) ?? []), detailOf(keys)),
        severity: 'warning' as const,
        rule: 'spelling' as const,
        word,
        suggestions: unknown.get(word) ?? [],
      })),
  );
}
