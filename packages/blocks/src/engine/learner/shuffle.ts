/**
 * A shuffled copy of `items` (Fisher–Yates), each order equally likely; `items` is not
 * changed. `random` returns a number in [0, 1), like `Math.random`, which is the default.
 *
 * @example shuffleItems(['a', 'b', 'c']) // e.g. ['c', 'a', 'b']
 */
export function shuffleItems<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    const current = result[index] as T;
    result[index] = result[other] as T;
    result[other] = current;
  }
  return result;
}

/**
 * A shuffle whose order follows from `seed` and the items alone: the same seed gives the same
 * order wherever it runs, so a page a server drew with it is hydrated in the same order
 * (issue 25), while another seed (the next page view) gives another order.
 *
 * @example seededShuffle(7)(['a', 'b', 'c']) // the same order on the server and in the browser
 */
export function seededShuffle(seed: number): <T>(items: readonly T[]) => T[] {
  return (items) => shuffleItems(items, pseudoRandom(hashText(`${seed}:${JSON.stringify(items)}`)));
}

/** FNV-1a: a 32-bit hash of a text. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: numbers in [0, 1) from a 32-bit state, enough for ordering cards. */
function pseudoRandom(state: number): () => number {
  let current = state;
  return () => {
    current = (current + 0x6d2b79f5) | 0;
    let value = Math.imul(current ^ (current >>> 15), 1 | current);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
