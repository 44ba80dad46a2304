import { describe, expect, it } from 'vitest';
import { lixBand, readability } from './readability';

// A text with exactly `words` words in `sentences` sentences, of which `long` have more than six
// letters: the long words first, the rest short.
function countedText(words: number, sentences: number, long: number): string[] {
  const all = Array.from({ length: words }, (_, index) => (index < long ? 'jämställdhet' : 'och'));
  const perSentence = Math.ceil(words / sentences);
  const units: string[] = [];
  for (let start = 0; start < words; start += perSentence) {
    units.push(`${all.slice(start, start + perSentence).join(' ')}.`);
  }
  return [units.join(' ')];
}

describe('readability (LIX, Björnsson)', () => {
  it('gives 46.44 for 437 words in 21 sentences with 112 long words (the issue’s test vector)', () => {
    const result = readability(countedText(437, 21, 112));
    expect(result).toMatchObject({ words: 437, sentences: 21, longWords: 112 });
    expect(result.lix).toBeCloseTo(46.44, 2);
  });

  it('counts a hand-counted Swedish text: 18 words, 2 sentences, 5 long words', () => {
    // Jämställdhet(L) handlar(L) om makt. | Kvinnor(L) och män ska ha samma möjligheter(L) att
    // forma samhället(L) och sina egna liv.  → 18 / 2 + 100 × 5 / 18 = 36.78
    const result = readability([
      'Jämställdhet handlar om makt. Kvinnor och män ska ha samma möjligheter att forma samhället och sina egna liv.',
    ]);
    expect(result).toMatchObject({ words: 18, sentences: 2, longWords: 5 });
    expect(result.lix).toBeCloseTo(36.78, 2);
  });

  it('ends a sentence at ! and ?, and at the end of a paragraph, heading or list item without a stop', () => {
    // Rubrik | Vad är makt? | Det är viktigt! | punkt ett | punkt två → 5 sentences, 11 words
    const result = readability(['Rubrik', 'Vad är makt? Det är viktigt!', 'punkt ett', 'punkt två']);
    expect(result).toMatchObject({ sentences: 5, words: 11 });
  });

  it('counts digits as words and does not end a sentence at a decimal point', () => {
    // Andelen(L) var 3 5 procent(L) år 2024: a run of digits is a word, so 3.5 is two.
    const result = readability(['Andelen var 3.5 procent år 2024.']);
    expect(result).toMatchObject({ sentences: 1, words: 7, longWords: 2 });
  });

  it('points out sentences of more than 25 words, and none at 25', () => {
    const twentyFive = Array.from({ length: 25 }, () => 'ord').join(' ');
    expect(readability([`${twentyFive}.`]).longSentences).toEqual([]);
    expect(readability([`${twentyFive} till.`]).longSentences).toEqual([`${twentyFive} till`]);
  });

  it('counts a word of seven letters as long and one of six as short', () => {
    expect(readability(['kvinna kvinnor.'])).toMatchObject({ words: 2, longWords: 1 });
  });

  it('reads a letter written with a combining mark, and a soft hyphen, as part of the word', () => {
    expect(readability(['Ja\u0308mställd\u00ADhet.'])).toMatchObject({ words: 1, longWords: 1 });
  });

  it('gives 0 for a text without words', () => {
    expect(readability(['', '…']).lix).toBe(0);
  });
});

describe('lixBand', () => {
  it.each([
    [24.4, 'Mycket lätt'],
    [24.6, 'Lätt'],
    [29, 'Lätt'],
    [30, 'Medelsvår'],
    [39.4, 'Medelsvår'],
    [40, 'Svår'],
    [46.44, 'Svår'],
    [49.6, 'Mycket svår'],
    [62, 'Mycket svår'],
  ])('LIX %d is "%s"', (lix, band) => {
    expect(lixBand(lix)).toBe(band);
  });
});
