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
