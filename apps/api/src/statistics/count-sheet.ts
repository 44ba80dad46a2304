import { SMALL_GROUP_MIN, type StatisticCount } from '@jamstalldhet/contract';

/** What a reader of the report can tell of a count: it lies between these (both included). */
type Bounds = [low: number, high: number];

/** The counts of `smaller` add up to at most those of `larger` (an equal sum is two of these). */
interface AtMost {
  smaller: readonly number[];
  larger: readonly number[];
}

const SMALLEST_SHOWN = SMALL_GROUP_MIN;
const LARGEST_HELD = SMALL_GROUP_MIN - 1;
const UNBOUNDED = Number.POSITIVE_INFINITY;

/**
 * The counts of one report and how they hang together, so that no group smaller than five
 * people can be read from it (issue 26; docs/decisions.md, "Statistics (issue 26)"):
 *
 * - a count of 1–4 is sent as `fewer_than_5` (a count of 0 is no one, and is shown);
 * - the reader is assumed to work out all that the counts shown tell, sum by sum and through
 *   one sum into the next (the bounds each count can have, until none narrows further), knowing
 *   that a held-back count is 1–4 or, as `hidden`, 5 or more;
 * - while that tells the exact size of any group shown as `fewer_than_5`, one more count is
 *   held back as `hidden`: one of 5 or more near it in the sums, the smallest that widens it
 *   enough, else the largest; then each count held back this way is shown again if it can be
 *   without telling any.
 *
 * Every count of a report goes in one sheet, since a total is often part of another sum (the
 * year's completions are the sum of the months and of the organisations alike).
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
  readonly #limits: AtMost[] = [];

  /** Adds a count; answers its place in the sheet. */
  count(value: number): number {
    this.#values.push(value);
    return this.#values.length - 1;
  }

  /** Says that the count `total` is the sum of the counts `parts`. */
  sum(total: number, parts: readonly number[]): void {
    this.#limits.push({ smaller: parts, larger: [total] }, { smaller: [total], larger: parts });
  }

  /**
   * Says that the counts `smaller` add up to at most the counts `larger`: the answers to one
   * question are at most the evaluations, a multiple choice's options at least its answers.
   */
  atMost(smaller: readonly number[], larger: readonly number[]): void {
    this.#limits.push({ smaller, larger });
  }

  /** What each count may show, once small groups and the counts that would give them away are held back. */
  protect(): (cell: number) => StatisticCount {
    const values = this.#values;
    const shown: StatisticCount[] = values.map((value) =>
      value > 0 && value < SMALL_GROUP_MIN ? 'fewer_than_5' : value,
    );
    const heldBack: number[] = [];
    for (let exposed = this.#exposed(shown); exposed !== null; exposed = this.#exposed(shown)) {
      const next = this.#nextToHold(exposed, shown);
      if (next === undefined) {
        throw new Error('count-sheet: a small count cannot be protected by holding back more');
      }
      shown[next] = 'hidden';
      heldBack.push(next);
    }
    // Held back one at a time, some may have become needless: show each again that can be.
    for (const cell of heldBack.reverse()) {
      shown[cell] = values[cell] ?? 0;
      if (this.#exposed(shown) !== null) {
        shown[cell] = 'hidden';
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

  /** A small count whose exact size the counts shown tell; null when none. */
  #exposed(shown: readonly StatisticCount[]): number | null {
    const bounds = this.#bounds(shown);
    for (const [cell, count] of shown.entries()) {
      const [low, high] = bounds[cell] ?? [0, UNBOUNDED];
      if (count === 'fewer_than_5' && low >= high) {
        return cell;
      }
    }
    return null;
  }

  /**
   * What a reader can tell of each count: its own bounds (a number shown, 1–4, 5 or more),
   * narrowed by every limit in turn until none narrows further.
   */
  #bounds(shown: readonly StatisticCount[]): Bounds[] {
    const bounds: Bounds[] = shown.map((count) =>
      typeof count === 'number'
        ? [count, count]
        : count === 'fewer_than_5'
          ? [1, LARGEST_HELD]
          : [SMALLEST_SHOWN, UNBOUNDED],
    );
    // Each round only narrows and counts are whole, so it ends; the guard is for a bug.
    for (let round = 0, changed = true; changed; round += 1) {
      if (round > 10_000) {
        throw new Error('count-sheet: the bounds do not settle');
      }
      changed = false;
      for (const { smaller, larger } of this.#limits) {
        const lowOfSmaller = total(smaller.map((cell) => bounds[cell]?.[0] ?? 0));
        const highOfLarger = total(larger.map((cell) => bounds[cell]?.[1] ?? UNBOUNDED));
        for (const cell of smaller) {
          const own = bounds[cell] as Bounds;
          const high = totalValue(highOfLarger) - (lowOfSmaller.sum - own[0]);
          if (high < own[1]) {
            own[1] = high;
            changed = true;
          }
        }
        for (const cell of larger) {
          const own = bounds[cell] as Bounds;
          const low = lowOfSmaller.sum - withoutOne(highOfLarger, own[1]);
          if (low > own[0]) {
            own[0] = low;
            changed = true;
          }
        }
      }
    }
    return bounds;
  }

  /**
   * The count to hold back next for an exposed one: among the counts of 5 or more shown in the
   * limits nearest it (its own, then those of the held-back counts in them, and so on), the
   * smallest that widens it (a count v held back widens it by up to v - 5), else the largest.
   */
  #nextToHold(cell: number, shown: readonly StatisticCount[]) {
    const values = this.#values;
    const reached = new Set([cell]);
    let ring = [cell];
    while (ring.length > 0) {
      const next: number[] = [];
      const candidates = new Set<number>();
      for (const { smaller, larger } of this.#limits) {
        const members = [...smaller, ...larger];
        if (!members.some((member) => ring.includes(member))) {
          continue;
        }
        for (const member of members) {
          if (typeof shown[member] === 'number' && (values[member] ?? 0) >= SMALLEST_SHOWN) {
            candidates.add(member);
          } else if (!reached.has(member)) {
            reached.add(member);
            next.push(member);
          }
        }
      }
      const sorted = [...candidates].sort(
        (first, second) => (values[first] ?? 0) - (values[second] ?? 0) || first - second,
      );
      if (sorted.length > 0) {
        return sorted.find((candidate) => (values[candidate] ?? 0) > SMALLEST_SHOWN) ?? sorted.at(-1);
      }
      ring = next;
    }
    return undefined;
  }
}

/** A sum that may hold unbounded terms: the finite part and how many are unbounded. */
interface Total {
  sum: number;
  unbounded: number;
}

function total(terms: readonly number[]): Total {
  return terms.reduce<Total>(
    (result, term) =>
      term === UNBOUNDED
        ? { sum: result.sum, unbounded: result.unbounded + 1 }
        : { sum: result.sum + term, unbounded: result.unbounded },
    { sum: 0, unbounded: 0 },
  );
}

function totalValue(sum: Total): number {
  return sum.unbounded > 0 ? UNBOUNDED : sum.sum;
}

/** A sum less one of its terms: unbounded while another unbounded term is left. */
function withoutOne(sum: Total, term: number): number {
  if (term === UNBOUNDED) {
    return sum.unbounded > 1 ? UNBOUNDED : sum.sum;
  }
  return sum.unbounded > 0 ? UNBOUNDED : sum.sum - term;
}
