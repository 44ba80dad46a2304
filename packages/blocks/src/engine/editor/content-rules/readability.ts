/** How easy a text is to read: its counts, LIX (Björnsson) and the sentences that are too long. */
export interface Readability {
  words: number;
  sentences: number;
  /** Words of more than six characters. */
  longWords: number;
  /** Words per sentence plus the share of long words in per cent; 0 for a text without words. */
  lix: number;
  /** The sentences of more than {@link LONG_SENTENCE_WORDS} words, as written. */
  longSentences: string[];
}

/** A sentence of more words than this is pointed out (klarspråk). */
export const LONG_SENTENCE_WORDS = 25;

/** The LIX bands, with the lowest LIX of each: what the editor shows beside the number. */
export const LIX_BANDS = [
  { from: 50, name: 'Mycket svår' },
  { from: 40, name: 'Svår' },
  { from: 30, name: 'Medelsvår' },
  { from: 25, name: 'Lätt' },
  { from: Number.NEGATIVE_INFINITY, name: 'Mycket lätt' },
] as const;

// A word is a run of letters or digits; a sentence ends at . ! or ? (not a decimal point).
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
// A soft hyphen (U+00AD) breaks a line, not a word.
const SOFT_HYPHEN = /\u00AD/g;
const SENTENCE_END = /[!?]+|(?<!\p{N})\.+|\.(?!\p{N})/u;

function wordsOf(text: string): string[] {
  return text.normalize('NFC').replace(SOFT_HYPHEN, '').match(WORD) ?? [];
}

/**
 * The readability of text in units that each end a sentence where they end (paragraphs,
 * headings, list items): LIX = words / sentences + 100 × long words / words.
 *
 * @example readability(['Jämställdhet handlar om makt.']).lix // 4 + 100 × 2 / 4 = 54
 */
export function readability(units: readonly string[]): Readability {
  let words = 0;
  let sentences = 0;
  let longWords = 0;
  const longSentences: string[] = [];
  for (const unit of units) {
    for (const sentence of unit.split(SENTENCE_END)) {
      const found = wordsOf(sentence);
      if (found.length === 0) {
        continue;
      }
      sentences += 1;
      words += found.length;
      longWords += found.filter((word) => [...word].length > 6).length;
      if (found.length > LONG_SENTENCE_WORDS) {
        longSentences.push(sentence.trim());
      }
    }
  }
  const lix = words === 0 ? 0 : words / sentences + (100 * longWords) / words;
  return { words, sentences, longWords, lix, longSentences };
}

/**
 * The band of a LIX value as Swedish readers know it, by the whole number shown ("LIX 46"):
 * under 25 "Mycket lätt", 25–29 "Lätt", 30–39 "Medelsvår", 40–49 "Svår", 50 and over "Mycket svår".
 */
export function lixBand(lix: number): string {
  const shown = Math.round(lix);
  return LIX_BANDS.find((band) => shown >= band.from)?.name ?? 'Mycket lätt';
}
