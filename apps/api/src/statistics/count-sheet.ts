import { SMALL_GROUP_MIN, type StatisticCount } from '@jamstalldhet/contract';

/**
 * The counts of one report and how they add up, so that no group smaller than five people can
 * be read from it (issue 26; docs/decisions.md, "Statistics: no one behind a number"):
 *
 * - a count of 1–4 is sent as `fewer_than_5` (a count of 0 is no one, and is shown);
 * - a sum whose numbers shown would narrow such a count down (the total less the parts shown
 *   gives it, or bounds it tighter than 1–4) has one more count held back, as `hidden`: the
 *   smallest part of 5 or more still shown that widens it enough, else its largest while its
 *   parts together can, else its total; again, until no sum narrows a small count down. A count held back this way is always 5 or more, and the check counts on
 *   a reader knowing that.
 *
 * Every count of a report goes in one sheet, since a total is often part of another sum (the
 * year's completions are the sum of the months and of the organisations alike). Each sum is
 * checked alone: docs/decisions.md says what that leaves.
 *
 * @example
 * const sheet = new CountSheet();
 * const all = sheet.count(12);
 * const parts = [sheet.count(9), sheet.count(3)];
 * sheet.sum(all, parts);
 * const shown = sheet.protect();
 * [all, ...parts].map(shown) // [12, 'hidden', 'fewer_than_5']
 */
export class CountSheet {
  readonly #values: number[] = [];
  readonly #sums: Sum[] = [];
  readonly #caps: Array<{ cell: number; limit: number }> = [];

  /** Adds a count; answers its place in the sheet. */
  count(value: number): number {
    this.#values.push(value);
    return this.#values.length - 1;
  }

  /** Says that the count `total` is the sum of the counts `parts`. */
  sum(total: number, parts: readonly number[]): void {
    this.#sums.push({ total, parts });
  }

  /**
   * Says that the count `cell` is at most the count `limit` (a question's answers, at most the
   * evaluations): once `cell` is held back as 5 or more, `limit` shown would cap it, and with it
   * the small counts it is the sum of, so `limit` is held back too.
   */
  atMost(cell: number, limit: number): void {
    this.#caps.push({ cell, limit });
  }

  /** What each count may show, once small groups and the sums that would give them away are held back. */
  protect(): (cell: number) => StatisticCount {
    const values = this.#values;
    const shown: StatisticCount[] = values.map((value) =>
      value > 0 && value < SMALL_GROUP_MIN ? 'fewer_than_5' : value,
    );
    let changed = true;
    while (changed) {
      changed = false;
      for (const sum of this.#sums) {
        const next = nextToHold(sum, shown, values);
        if (next !== undefined) {
          shown[next] = 'hidden';
          changed = true;
        }
      }
      for (const { cell, limit } of this.#caps) {
        if (
          shown[cell] === 'hidden' &&
          typeof shown[limit] === 'number' &&
          (values[limit] ?? 0) >= SMALL_GROUP_MIN
        ) {
          shown[limit] = 'hidden';
          changed = true;
        }
      }
    }
    return (cell) => {
      const value = shown[cell];
      if (value === undefined) {
        throw new RangeError(`no count ${cell} in this sheet`);
      }
      return value;
    };
  }
}

interface Sum {
  total: number;
  parts: readonly number[];
}

/** What a reader knows of a count: the number shown, 1–4, or (held back) 5 or more. */
function boundsOf(count: StatisticCount | undefined): [number, number] {
  if (typeof count === 'number') {
    return [count, count];
  }
  return count === 'fewer_than_5' ? [1, SMALL_GROUP_MIN - 1] : [SMALL_GROUP_MIN, Number.POSITIVE_INFINITY];
}

/**
 * How far a sum's counts shown narrow its small counts: the most any small part's largest
 * possible value falls short of 4 (0 when none does), or null when none is narrowed at all.
 * A small part is the total less the others; a small total is the sum of its parts.
 */
function shortfall({ total, parts }: Sum, shown: readonly StatisticCount[]): number | null {
  const largest = SMALL_GROUP_MIN - 1;
  const totalBounds = boundsOf(shown[total]);
  const partBounds = parts.map((part) => boundsOf(shown[part]));
  const add = (bounds: Array<[number, number]>, side: 0 | 1) =>
    bounds.reduce((sum, bound) => sum + bound[side], 0);
  let worst: number | null = null;
  const consider = ([low, high]: [number, number]) => {
    if (low > 1 || high < largest) {
      worst = Math.max(worst ?? 0, largest - high);
    }
  };
  if (shown[total] === 'fewer_than_5') {
    consider([add(partBounds, 0), add(partBounds, 1)]);
  }
  parts.forEach((part, index) => {
    if (shown[part] === 'fewer_than_5') {
      const others = partBounds.filter((_, other) => other !== index);
      consider([totalBounds[0] - add(others, 1), totalBounds[1] - add(others, 0)]);
    }
  });
  return worst;
}

/**
 * The count a sum holds back next, when its counts shown narrow a small one. A part of value v
 * held back widens a small part's range by v - 5 (the reader knows it is 5 or more): the
 * smallest part that widens it enough, else the largest while the parts together can, else the
 * total.
 */
function nextToHold({ total, parts }: Sum, shown: readonly StatisticCount[], values: readonly number[]) {
  const needed = shortfall({ total, parts }, shown);
  if (needed === null) {
    return undefined;
  }
  const candidates = parts
    .filter((cell) => typeof shown[cell] === 'number' && (values[cell] ?? 0) >= SMALL_GROUP_MIN)
    .sort((first, second) => (values[first] ?? 0) - (values[second] ?? 0) || first - second);
  const widening = (cell: number) => (values[cell] ?? 0) - SMALL_GROUP_MIN;
  const enough = candidates.find((cell) => widening(cell) >= needed);
  if (enough !== undefined) {
    return enough;
  }
  const totalMayGo = typeof shown[total] === 'number' && (values[total] ?? 0) >= SMALL_GROUP_MIN;
  // When all the parts together would not be enough, the total would go in the end anyway.
  const partsEnough = candidates.reduce((sum, cell) => sum + widening(cell), 0) >= needed;
  return partsEnough || !totalMayGo ? candidates.at(-1) : total;
}
