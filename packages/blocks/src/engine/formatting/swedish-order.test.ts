import { describe, expect, it } from 'vitest';
import { compareSwedish } from './swedish-order';

const collator = new Intl.Collator('sv');

/** A pseudo-random generator with a seed, so a failure can be run again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function randomName(random: () => number, alphabet: readonly string[]): string {
  const length = 1 + Math.floor(random() * 6);
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

const ALPHABET = [
  ...'aAbBcCdDeEfFgGhHiIjJkKlLmMnNoOpPqQrRsStTuUvVwWxXyYzZåÅäÄöÖ',
  ...'éÉèêëüÜæÆøØôàáçñ',
  ...' -,.()&/:’0123456789',
];

describe('Swedish alphabetical order', () => {
  it('sorts as the Swedish collator does: å, ä, ö last, accents and case after letters', () => {
    const names = [
      'Östra',
      'Zeta',
      'Ängby',
      'Alfa',
      'Åre',
      'ängby',
      'Eva',
      'Éva',
      'Wilma',
      'Viktor',
      'Yngve',
      'Übel',
      'Øre',
    ];
    expect([...names].sort(compareSwedish)).toEqual([...names].sort(collator.compare));
  });

  it('gives the collator’s answer for 20,000 pairs of made-up names', () => {
    const random = seeded(25);
    for (let pair = 0; pair < 20_000; pair += 1) {
      const a = randomName(random, ALPHABET);
      const b =
        random() < 0.3
          ? a.slice(0, -1) + randomName(random, ALPHABET).slice(0, 1)
          : randomName(random, ALPHABET);
      expect(Math.sign(compareSwedish(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(
        Math.sign(collator.compare(a, b)),
      );
    }
  });

  it('gives the collator’s answer where names differ only in accents, case, spaces and hyphens', () => {
    const random = seeded(2025);
    const kin = ['eéèêëEÉÈ', 'aáàAÁ', 'oôOÔ', 'yüYÜ', 'äæÄÆ', 'öøôÖØ', 'cçCÇ', 'nñNÑ', ' -', 'vwVW', 'åaÅ'];
    const variantOf = (character: string) => {
      const group = kin.find((members) => members.includes(character));
      return group && random() < 0.5 ? (group[Math.floor(random() * group.length)] ?? character) : character;
    };
    for (let pair = 0; pair < 20_000; pair += 1) {
      const a = randomName(random, ALPHABET);
      const b = [...a].map(variantOf).join('');
      expect(Math.sign(compareSwedish(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(
        Math.sign(collator.compare(a, b)),
      );
    }
  });

  it('answers zero only for the same text', () => {
    expect(compareSwedish('Malmö', 'Malmö')).toBe(0);
    expect(compareSwedish('Malmö', 'malmö')).not.toBe(0);
  });
});
