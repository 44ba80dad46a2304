// The shortest part of a compound: shorter parts ("av", "om", "ur") would let nearly any
// misspelling be read as two words.
const SHORTEST_PART = 3;
// More parts than this is a misspelling found to be words by chance, not Swedish.
const MOST_PARTS = 4;

// How a word is written as the first part of a compound: as it is (webb-utbildning), with a
// linking s or e (jämställdhet-s-arbete, lön-e-kartläggning), with a final a as o or u
// (kvinna → kvinno-, gata → gatu-) or without it (flicka → flick-).
function firstPartForms(part: string): string[] {
  const forms = [part];
  if (/[se]$/u.test(part)) {
    forms.push(part.slice(0, -1));
  }
  if (/[ou]$/u.test(part)) {
    forms.push(`${part.slice(0, -1)}a`);
  }
  forms.push(`${part}a`);
  return forms.filter((form) => [...form].length >= SHORTEST_PART);
}

/**
 * Whether a word not in the dictionary is a Swedish compound of words that are (issue 40): Swedish
 * writes compounds as one word, and no word list holds them all. The last part is a word as it
 * stands (its ending included); each part before it is a word in its compound form (see
 * `firstPartForms`). `isWord` is the dictionary's own lookup.
 *
 * @example isSwedishCompound('lönekartläggning', isWord) // true: "lön" + "e" + "kartläggning"
 */
export function isSwedishCompound(word: string, isWord: (word: string) => boolean, parts = 1): boolean {
  const letters = [...word.toLowerCase()];
  if (parts >= MOST_PARTS) {
    return false;
  }
  for (let split = SHORTEST_PART; split <= letters.length - SHORTEST_PART; split += 1) {
    const first = letters.slice(0, split).join('');
    const rest = letters.slice(split).join('');
    if (!firstPartForms(first).some((form) => isWord(form))) {
      continue;
    }
    if (isWord(rest) || isSwedishCompound(rest, isWord, parts + 1)) {
      return true;
    }
  }
  return false;
}
