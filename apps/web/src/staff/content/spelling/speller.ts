import { isSwedishCompound } from '@jamstalldhet/blocks/engine';
import nspell from 'nspell';

// Suggestions are given for the first unknown words only: a draft full of names waits for them.
const MOST_SUGGESTED_WORDS = 40;
const SUGGESTIONS_PER_WORD = 3;

/**
 * dictionary-sv's affix file as nspell can use it:
 * - without its compound rules. Two of them match a word of no parts at all (`0*`,
 *   `4?5?4?5?4?5?4?2?`), so nspell took every word as right (nspell issue 21); without those
 *   two, one misspelt word took nspell up to ten seconds. Compounds are read by the engine's
 *   `isSwedishCompound` instead, in under a millisecond.
 * - without `ONLYINCOMPOUND`: nspell keeps one set of flags per spelling, so "arbetar" the verb
 *   took the flag of "arbetar-" the compound's first part and was refused, with every verb like
 *   it. A first part alone ("kvinno") is then taken as a word, which is the smaller fault.
 */
export function usableAffixes(aff: string): string {
  return aff
    .split('\n')
    .filter((line) => !line.startsWith('COMPOUNDRULE') && !line.startsWith('ONLYINCOMPOUND'))
    .join('\n');
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzåäöé'];

// The words one edit away (a letter left out, added, changed or two swapped): most typing
// errors. Swedish writers most often miss or add a double consonant ("kvinor", "skilnad"), so
// those edits come first. nspell's own suggest took seconds a word on this dictionary.
function oneEditAway(word: string): string[] {
  const letters = [...word];
  const doubled: string[] = [];
  const edits: string[] = [];
  for (let at = 0; at <= letters.length; at += 1) {
    const before = letters.slice(0, at).join('');
    const after = letters.slice(at);
    const rest = after.slice(1).join('');
    if (at > 0) {
      doubled.push(before + (letters[at - 1] ?? '') + after.join(''));
    }
    for (const letter of LETTERS) {
      edits.push(before + letter + after.join(''));
      if (after.length > 0) {
        edits.push(before + letter + rest);
      }
    }
    if (after.length > 0) {
      (after[0] === letters[at - 1] ? doubled : edits).push(before + rest);
    }
    if (after.length > 1) {
      edits.push(before + (after[1] ?? '') + (after[0] ?? '') + after.slice(2).join(''));
    }
  }
  return [...new Set([...doubled, ...edits])].filter((edit) => edit !== word);
}

/** Looks words up in the Swedish dictionary and the site's word list. */
export interface Speller {
  /** The words neither knows, each with up to three suggestions. */
  unknown(words: readonly string[], siteWords: readonly string[]): Map<string, string[]>;
}

/**
 * A speller on dictionary-sv's files (issue 40). A word is known when the dictionary has it (in
 * any case it allows: "Kvinnor" first in a sentence), when the site's list has it in any case, or
 * when it is a compound of such words.
 */
export function createSpeller(aff: string, dic: string): Speller {
  const dictionary = nspell(usableAffixes(aff), dic);
  // What each word was found to be, for the site words it was looked up with: the editor's
  // check runs again at every pause in typing, over the same words.
  let cachedFor = '';
  let cache = new Map<string, string[] | null>();
  let suggested = 0;
  return {
    unknown(words, siteWords) {
      const key = siteWords.join('\n');
      if (key !== cachedFor) {
        cachedFor = key;
        cache = new Map();
        suggested = 0;
      }
      const site = new Set(siteWords.map((word) => word.toLowerCase()));
      const isWord = (word: string) => site.has(word.toLowerCase()) || dictionary.correct(word);
      const unknown = new Map<string, string[]>();
      for (const word of words) {
        if (!cache.has(word)) {
          cache.set(word, lookUp(word, isWord));
        }
        const suggestions = cache.get(word);
        if (suggestions) {
          unknown.set(word, suggestions);
        }
      }
      return unknown;
    },
  };

  // Null for a known word; else its suggestions.
  function lookUp(word: string, isWord: (word: string) => boolean): string[] | null {
    if (isWord(word)) {
      return null;
    }
    // No Swedish word is this long; reading it as a compound would cost millions of lookups.
    if ([...word].length > LONGEST_WORD) {
      return [];
    }
    // "prattar" is "prat" + "tar" to a compound reader, but one doubled letter from "pratar":
    // the commonest Swedish slip is taken for a compound only when undoing it makes no word.
    const undoubled = undoubledForms(word).filter((form) => dictionary.correct(form));
    if (undoubled.length === 0 && isSwedishCompound(word, isWord)) {
      return null;
    }
    if (suggested >= MOST_SUGGESTED_WORDS) {
      return [];
    }
    suggested += 1;
    const edits = oneEditAway(word).filter((edit) => dictionary.correct(edit));
    return [...new Set([...undoubled, ...edits])].slice(0, SUGGESTIONS_PER_WORD);
  }
}

/** Longer words are not read as compounds or given suggestions: they are unknown. */
const LONGEST_WORD = 40;

// The word with one of its doubled letters written once: "prattar" → "pratar".
function undoubledForms(word: string): string[] {
  const letters = [...word];
  return letters.flatMap((letter, at) =>
    at > 0 && letters[at - 1] === letter
      ? [[...letters.slice(0, at), ...letters.slice(at + 1)].join('')]
      : [],
  );
}
