// The most common short words of each language: a paragraph's share of them tells Swedish from
// English well enough for a varning, which an editor may publish over. Words both languages
// use ("in", "man", "be") are in neither list.
const SWEDISH = new Set(
  'och att det som en är på för med inte av till den har de om jag vi ni kan ett var så också eller när hur vad sig sin du hon han där här efter mot alla mycket nu bara ska skulle finns eftersom vara blir får även dessa detta'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the and of to is are that this with for you not it on was have has from by at we they which or will can would should there their what when how been were these those your our into about'.split(
    ' ',
  ),
);
const WORD = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{Script=Latin}/u;

/** What a paragraph seems to be written in. */
export type GuessedLanguage = 'sv' | 'en' | 'other';

/** Fewer words than this are too few to guess from. */
const FEWEST_WORDS = 5;

/**
 * The language a text seems to be in: Swedish, English or another (a script other than the Latin
 * one, such as Arabic, Cyrillic or Tigrinya); null when it is too short to tell. A guess, for a
 * varning only.
 *
 * @example guessLanguage('The report shows that the gap is closing.') // 'en'
 */
export function guessLanguage(text: string): GuessedLanguage | null {
  const words = (text.normalize('NFC').match(WORD) ?? []).map((word) => word.toLowerCase());
  if (words.length < FEWEST_WORDS) {
    return null;
  }
  const latin = words.filter((word) => LATIN.test(word)).length;
  if (latin < words.length / 2) {
    return 'other';
  }
  const swedish = words.filter((word) => SWEDISH.has(word)).length;
  const english = words.filter((word) => ENGLISH.has(word)).length;
  return english >= 2 && english > 2 * swedish ? 'en' : 'sv';
}
