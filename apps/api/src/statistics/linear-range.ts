/**
 * The least and greatest value one unknown can take under linear limits: what a reader who
 * knows every relation a report shows can work out of a count held back (issue 37). A small
 * two-phase simplex with Bland's rule (it never cycles), exact enough for counts: the systems
 * are a report's held-back counts, rarely more than a few hundred.
 */

/** Σ coefficients·x ≤ bound (= bound when `equal`), over the unknowns by index. */
export interface Limit {
  coefficients: ReadonlyMap<number, number>;
  bound: number;
  equal?: boolean;
}

/** Unknowns `0..lower.length - 1`, each between its `lower` and `upper` (Infinity: none). */
export interface LinearSystem {
  lower: readonly number[];
  upper: readonly number[];
  limits: readonly Limit[];
}

/** The limits have no solution. */
export class NoSolution extends Error {}

const EPSILON = 1e-9;
const MAX_PIVOTS = 100_000;

/**
 * The range `[least, greatest]` of unknown `index` (greatest may be Infinity). Throws when the
 * limits have no solution: a report's true counts are always one, so that is a bug.
 */
export function rangeOf(system: LinearSystem, index: number): [number, number] {
  const ranges = new LinearRanges(system);
  return [ranges.leastOf(index), ranges.greatestOf(index)];
}

/**
 * The ranges of a system's unknowns, one after another: the system is set up and found
 * solvable once (NoSolution otherwise), and each question starts where the last one ended, so
 * asking of every unknown costs little more than asking of one.
 */
export class LinearRanges {
  readonly #tableau: Tableau;
  readonly #system: LinearSystem;

  constructor(system: LinearSystem) {
    this.#system = system;
    this.#tableau = tableauOf(system);
    this.#tableau.findSolution();
  }

  /** The greatest value unknown `index` can take (Infinity when none is). */
  greatestOf(index: number): number {
    return this.#maximize(index, 1) + (this.#system.lower[index] ?? 0);
  }

  /** The least value unknown `index` can take. */
  leastOf(index: number): number {
    return -this.#maximize(index, -1) + (this.#system.lower[index] ?? 0);
  }

  /** max of sign·y_index over y = x - lower ≥ 0; Infinity when unbounded. */
  #maximize(index: number, sign: 1 | -1): number {
    const objective = new Array<number>(this.#system.lower.length).fill(0);
    objective[index] = sign;
    return this.#tableau.maximize(objective);
  }
}

/** The system in y = x - lower ≥ 0: its limits, and a row for each finite upper bound. */
function tableauOf(system: LinearSystem): Tableau {
  const variables = system.lower.length;
  const rows: number[][] = [];
  const rhs: number[] = [];
  const equal: boolean[] = [];
  for (const limit of system.limits) {
    const row = new Array<number>(variables).fill(0);
    let bound = limit.bound;
    for (const [variable, coefficient] of limit.coefficients) {
      row[variable] = (row[variable] ?? 0) + coefficient;
      bound -= coefficient * (system.lower[variable] ?? 0);
    }
    rows.push(row);
    rhs.push(bound);
    equal.push(limit.equal === true);
  }
  for (let variable = 0; variable < variables; variable += 1) {
    const upper = system.upper[variable] ?? Number.POSITIVE_INFINITY;
    if (upper !== Number.POSITIVE_INFINITY) {
      const row = new Array<number>(variables).fill(0);
      row[variable] = 1;
      rows.push(row);
      rhs.push(upper - (system.lower[variable] ?? 0));
      equal.push(false);
    }
  }
  return new Tableau(variables, rows, rhs, equal);
}

/**
 * A simplex tableau of `rows·y ≤ rhs` (or `=` where `equal`), y ≥ 0: slacks, and artificials
 * for equalities and negative right-hand sides.
 */
class Tableau {
  readonly #cells: number[][];
  readonly #basis: number[];
  /** Columns below this may enter: the unknowns and the slacks (artificials only in phase 1). */
  readonly #realColumns: number;
  readonly #width: number;
  /** The largest right-hand side: what "no solution" is judged against (counts run to 100,000s). */
  readonly #scale: number;

  constructor(
    variables: number,
    rows: readonly (readonly number[])[],
    rhs: readonly number[],
    equal: readonly boolean[],
  ) {
    const count = rows.length;
    this.#scale = Math.max(1, ...rhs.map((bound) => Math.abs(bound)));
    const needsArtificial = rhs.map((bound, at) => bound < 0 || equal[at] === true);
    const artificials = needsArtificial.filter(Boolean).length;
    this.#realColumns = variables + count;
    this.#width = variables + count + artificials;
    this.#cells = [];
    this.#basis = [];
    let artificial = this.#realColumns;
    rows.forEach((row, at) => {
      const bound = rhs[at] ?? 0;
      const flip = bound < 0 ? -1 : 1;
      const cells = new Array<number>(this.#width + 1).fill(0);
      row.forEach((coefficient, column) => {
        cells[column] = flip * coefficient;
      });
      // A slack (+1), or after flipping a ≥ row, a surplus (-1) with an artificial to start from;
      // an equality has neither, only an artificial.
      cells[variables + at] = equal[at] ? 0 : flip;
      cells[this.#width] = flip * bound;
      if (needsArtificial[at]) {
        cells[artificial] = 1;
        this.#basis.push(artificial);
        artificial += 1;
      } else {
        this.#basis.push(variables + at);
      }
      this.#cells.push(cells);
    });
  }

  /** Phase one: a first solution, or NoSolution. Artificials are then out of the way for good. */
  findSolution(): void {
    if (this.#width > this.#realColumns) {
      const phaseOne = new Array<number>(this.#width).fill(0);
      for (let column = this.#realColumns; column < this.#width; column += 1) {
        phaseOne[column] = -1;
      }
      // Rounding grows with the counts: a shortfall is real only beyond it.
      if (this.#run(phaseOne, this.#width) < -1e-7 * this.#scale) {
        throw new NoSolution('linear-range: the limits have no solution');
      }
      this.#dropArtificials();
    }
  }

  /**
   * Phase two from the solution the tableau holds (after `findSolution`, or the last maximum):
   * any basic solution is a start, so one question follows another cheaply.
   */
  maximize(objective: readonly number[]): number {
    const costs = new Array<number>(this.#width).fill(0);
    objective.forEach((cost, column) => {
      costs[column] = cost;
    });
    return this.#run(costs, this.#realColumns);
  }

  /** Pivots artificials left in the basis (at zero) out, where a real column can take their place. */
  #dropArtificials(): void {
    this.#basis.forEach((column, row) => {
      if (column < this.#realColumns) {
        return;
      }
      const cells = this.#cells[row] as number[];
      const entering = cells.findIndex((value, at) => at < this.#realColumns && Math.abs(value) > EPSILON);
      if (entering >= 0) {
        this.#pivot(row, entering);
      }
    });
  }

  /** Maximizes `costs·y` by entering columns below `enterBelow`; Infinity when unbounded. */
  #run(costs: readonly number[], enterBelow: number): number {
    const rhsColumn = this.#width;
    for (let pivots = 0; pivots < MAX_PIVOTS; pivots += 1) {
      const entering = this.#entering(costs, enterBelow);
      if (entering < 0) {
        return this.#basis.reduce(
          (value, column, row) => value + (costs[column] ?? 0) * (this.#cells[row]?.[rhsColumn] ?? 0),
          0,
        );
      }
      let leaving = -1;
      let best = Number.POSITIVE_INFINITY;
      this.#cells.forEach((cells, row) => {
        const coefficient = cells[entering] ?? 0;
        if (coefficient <= EPSILON) {
          return;
        }
        const ratio = (cells[rhsColumn] ?? 0) / coefficient;
        const leavingColumn = this.#basis[leaving] ?? Number.POSITIVE_INFINITY;
        if (
          ratio < best - EPSILON ||
          (Math.abs(ratio - best) <= EPSILON && (this.#basis[row] ?? 0) < leavingColumn)
        ) {
          best = ratio;
          leaving = row;
        }
      });
      if (leaving < 0) {
        return Number.POSITIVE_INFINITY;
      }
      this.#pivot(leaving, entering);
    }
    throw new Error('linear-range: too many pivots');
  }

  /** Bland's rule: the first column whose reduced cost is positive, or -1 at the optimum. */
  #entering(costs: readonly number[], enterBelow: number): number {
    for (let column = 0; column < enterBelow; column += 1) {
      let reduced = costs[column] ?? 0;
      this.#basis.forEach((basic, row) => {
        reduced -= (costs[basic] ?? 0) * (this.#cells[row]?.[column] ?? 0);
      });
      if (reduced > EPSILON) {
        return column;
      }
    }
    return -1;
  }

  #pivot(row: number, column: number): void {
    const pivotRow = this.#cells[row] as number[];
    const divisor = pivotRow[column] ?? 1;
    for (let at = 0; at <= this.#width; at += 1) {
      pivotRow[at] = (pivotRow[at] ?? 0) / divisor;
    }
    this.#cells.forEach((cells, other) => {
      const factor = cells[column] ?? 0;
      if (other === row || Math.abs(factor) <= EPSILON) {
        return;
      }
      for (let at = 0; at <= this.#width; at += 1) {
        cells[at] = (cells[at] ?? 0) - factor * (pivotRow[at] ?? 0);
      }
    });
    this.#basis[row] = column;
  }
}
