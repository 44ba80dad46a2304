import { isSwedishCompound } from '@jamstalldhet/blocks/engine';
import nspell from 'nspell';

// Suggestions cost a few hundred lookups a word: a draft full of names waits for the first ones only.
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
  return {
    unknown(words, siteWords) {
      const site = new Set(siteWords.map((word) => word.toLowerCase()));
      const isWord = (word: string) => site.has(word.toLowerCase()) || dictionary.correct(word);
      const unknown = new Map<string, string[]>();
      for (const word of words) {
        if (isWord(word) || isSwedishCompound(word, isWord)) {
          continue;
        }
        const suggested =
          unknown.size < MOST_SUGGESTED_WORDS
            ? oneEditAway(word)
                .filter((edit) => dictionary.correct(edit))
                .slice(0, SUGGESTIONS_PER_WORD)
            : [];
        unknown.set(word, suggested);
      }
      return unknown;
    },
  };
}
