import { describe, expect, it } from 'vitest';
import { type LinearSystem, rangeOf } from '../src/statistics/linear-range';

const limit = (terms: Array<[number, number]>, bound: number) => ({
  coefficients: new Map(terms),
  bound,
});

describe('rangeOf', () => {
  it('gives a lone unknown its own bounds, and Infinity when it has none above', () => {
    expect(rangeOf({ lower: [1], upper: [4], limits: [] }, 0)).toEqual([1, 4]);
    expect(rangeOf({ lower: [5], upper: [Number.POSITIVE_INFINITY], limits: [] }, 0)).toEqual([
      5,
      Number.POSITIVE_INFINITY,
    ]);
  });

  it('finds what a sum tells: x + y = 6 with y ≥ 5 leaves x at most 1', () => {
    const system: LinearSystem = {
      lower: [1, 5],
      upper: [4, Number.POSITIVE_INFINITY],
      limits: [
        limit(
          [
            [0, 1],
            [1, 1],
          ],
          6,
        ),
        limit(
          [
            [0, -1],
            [1, -1],
          ],
          -6,
        ),
      ],
    };
    expect(rangeOf(system, 0)).toEqual([1, 1]);
    expect(rangeOf(system, 1)).toEqual([5, 5]);
  });

  it('sees what bounds narrowed sum by sum miss: three sums that together tell each part', () => {
    // a + b = 5, b + c = 5, a + c = 4: sum by sum, a stays 0–4; together 2a = 5 - 5 + 4.
    const equal = (terms: Array<[number, number]>, bound: number) => [
      limit(terms, bound),
      limit(
        terms.map(([at, coefficient]) => [at, -coefficient]),
        -bound,
      ),
    ];
    const system: LinearSystem = {
      lower: [0, 0, 0],
      upper: [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
      limits: [
        ...equal(
          [
            [0, 1],
            [1, 1],
          ],
          5,
        ),
        ...equal(
          [
            [1, 1],
            [2, 1],
          ],
          5,
        ),
        ...equal(
          [
            [0, 1],
            [2, 1],
          ],
          4,
        ),
      ],
    };
    const [least, greatest] = rangeOf(system, 0);
    expect(least).toBeCloseTo(2);
    expect(greatest).toBeCloseTo(2);
  });
});
