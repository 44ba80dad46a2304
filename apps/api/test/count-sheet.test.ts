import { describe, expect, it } from 'vitest';
import { CountSheet } from '../src/statistics/count-sheet';

/** Each count of a sum as the sheet shows it: `[total, ...parts]`. */
function protectedSum(total: number, parts: number[]) {
  const sheet = new CountSheet();
  const totalCell = sheet.count(total);
  const partCells = parts.map((part) => sheet.count(part));
  sheet.sum(totalCell, partCells);
  return [totalCell, ...partCells].map(sheet.protect());
}

describe('CountSheet', () => {
  it('shows 0 and 5 upward, and 1–4 as fewer than 5', () => {
    const sheet = new CountSheet();
    const cells = [0, 1, 4, 5, 120].map((value) => sheet.count(value));
    expect(cells.map(sheet.protect())).toEqual([0, 'fewer_than_5', 'fewer_than_5', 5, 120]);
  });

  it('holds back the smallest other part that leaves a small one more than one possible size', () => {
    // 30 = 12 + 3 + 9 + 6: the 6 held back leaves the 3 at 30 - 12 - 9 - (5 or more): 1–4.
    expect(protectedSum(30, [12, 3, 9, 6])).toEqual([30, 12, 'fewer_than_5', 9, 'hidden']);
    // 20 = 12 + 6 + 2: the 6 held back leaves it 20 - 12 - (5 or more): 1, 2 or 3.
    expect(protectedSum(20, [12, 6, 2])).toEqual([20, 12, 'hidden', 'fewer_than_5']);
  });

  it('never holds back a zero for it: a zero held back beside a small count would tell the count', () => {
    expect(protectedSum(9, [7, 2, 0])).toEqual([9, 'hidden', 'fewer_than_5', 0]);
  });

  it('holds back the total when no part can leave a small one more than one possible size', () => {
    // 6 = 5 + 1: the 5 held back still leaves the 1 at most 1 (a reader knows it is 5 or more).
    expect(protectedSum(6, [5, 1, 0])).toEqual(['hidden', 5, 'fewer_than_5', 0]);
    // Sums of small counts alone: 8 = 4 + 4 tells both.
    expect(protectedSum(8, [4, 4])).toEqual(['hidden', 'fewer_than_5', 'fewer_than_5']);
  });

  it('answers counts that do not hang together (read a moment apart), the sum left out, never throwing', () => {
    // 30 + 8 + 2 is not 37: the sum tells a reader nothing true, and nothing else is held back for it.
    expect(protectedSum(37, [30, 8, 2])).toEqual([37, 30, 8, 'fewer_than_5']);
  });

  it('holds back no more beside a limit the counts break: a right answer changed since', () => {
    // 12 answered, 9 of them right at completion; since then the right option is one 3 chose:
    // "right at most those who chose it" no longer holds, and the sum still protects the 3.
    const sheet = new CountSheet();
    const [answered, right, chose] = [12, 9, 3].map((value) => sheet.count(value)) as [
      number,
      number,
      number,
    ];
    const other = sheet.count(9);
    sheet.sum(answered, [other, chose]);
    sheet.atMost([right], [chose]);
    expect([answered, right, chose, other].map(sheet.protect())).toEqual([12, 9, 'fewer_than_5', 'hidden']);
  });

  it('lets a small count be narrowed, never told: 7 = 3 + 4 leaves each 3 or 4', () => {
    expect(protectedSum(7, [3, 4])).toEqual([7, 'fewer_than_5', 'fewer_than_5']);
    expect(protectedSum(6, [3, 3])).toEqual([6, 'fewer_than_5', 'fewer_than_5']);
  });

  it('leaves a sum alone when its small counts cannot be narrowed down', () => {
    expect(protectedSum(20, [2, 3, 15])).toEqual([20, 'fewer_than_5', 'fewer_than_5', 15]);
    expect(protectedSum(40, [40, 0])).toEqual([40, 40, 0]);
    expect(protectedSum(3, [3, 0])).toEqual(['fewer_than_5', 'fewer_than_5', 0]);
  });

  it('follows what the counts tell through one sum into the next', () => {
    // The year (30) is the sum of two months and of two organisations; January (27) of its
    // passes and failures. January shown tells February (30 - 27), so January goes; and so must
    // one of January's parts (the 7), else January is 20 + 7 again. The year may stay.
    const sheet = new CountSheet();
    const year = sheet.count(30);
    const january = sheet.count(27);
    const february = sheet.count(3);
    const firstOrganisation = sheet.count(20);
    const secondOrganisation = sheet.count(10);
    sheet.sum(year, [january, february]);
    sheet.sum(year, [firstOrganisation, secondOrganisation]);
    const januaryPassed = sheet.count(20);
    const januaryFailed = sheet.count(7);
    sheet.sum(january, [januaryPassed, januaryFailed]);
    const februaryPassed = sheet.count(2);
    const februaryFailed = sheet.count(1);
    sheet.sum(february, [februaryPassed, februaryFailed]);
    const shown = sheet.protect();
    expect([shown(year), shown(january), shown(february)]).toEqual([30, 'hidden', 'fewer_than_5']);
    expect([shown(firstOrganisation), shown(secondOrganisation)]).toEqual([20, 10]);
    expect([shown(januaryPassed), shown(januaryFailed)]).toEqual([20, 'hidden']);
    expect([shown(februaryPassed), shown(februaryFailed)]).toEqual(['fewer_than_5', 'fewer_than_5']);
  });

  it('holds back a count that caps one held back, as the evaluations cap the answers to a question', () => {
    const sheet = new CountSheet();
    const evaluations = sheet.count(7);
    const answered = sheet.count(7);
    const options = [sheet.count(5), sheet.count(2)];
    sheet.sum(answered, options);
    sheet.atMost([answered], [evaluations]);
    const shown = sheet.protect();
    // 7 answered = 5 + 2: the answers are held back; the 7 evaluations cap them at 7, which
    // leaves the 2 at 1 or 2, not told.
    expect([evaluations, answered, ...options].map(shown)).toEqual([7, 'hidden', 5, 'fewer_than_5']);
  });

  it('knows that a multiple choice’s options add up to at least its answers', () => {
    // 9 answered; options 5, 4 and 0: each who answered chose one or more, so the 4 is at least
    // 9 - 5, and at most 4. With the 9 held back it is anything from 1 to 4.
    const sheet = new CountSheet();
    const answered = sheet.count(9);
    const options = [sheet.count(5), sheet.count(4), sheet.count(0)];
    sheet.atMost([answered], options);
    for (const option of options) {
      sheet.atMost([option], [answered]);
    }
    expect([answered, ...options].map(sheet.protect())).toEqual(['hidden', 5, 'fewer_than_5', 0]);
  });

  it('leaves no small count of a report exact, whatever the counts (every table tried by hand)', () => {
    // Many made-up reports of a total, its months and its organisations; for each, every way of
    // filling in what is held back that fits the sums is tried, as a reader with patience would.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    for (let report = 0; report < 300; report += 1) {
      const months = Array.from({ length: 3 }, () => random(9));
      const total = months.reduce((sum, month) => sum + month, 0);
      const first = random(total + 1);
      const organisations = [first, total - first];
      const sheet = new CountSheet();
      const totalCell = sheet.count(total);
      const monthCells = months.map((month) => sheet.count(month));
      const organisationCells = organisations.map((organisation) => sheet.count(organisation));
      sheet.sum(totalCell, monthCells);
      sheet.sum(totalCell, organisationCells);
      const shownOf = sheet.protect();
      const cells = [totalCell, ...monthCells, ...organisationCells];
      const values = [total, ...months, ...organisations];
      const shown = cells.map(shownOf);
      const choices = shown.map((count) =>
        typeof count === 'number'
          ? [count]
          : count === 'fewer_than_5'
            ? [1, 2, 3, 4]
            : Array.from({ length: 40 }, (_, step) => step + 5),
      );
      const possible = cells.map(() => new Set<number>());
      const fill = (at: number, chosen: number[]) => {
        if (at === cells.length) {
          const [sum = 0, a = 0, b = 0, c = 0, d = 0, e = 0] = chosen;
          if (sum === a + b + c && sum === d + e) {
            for (const [index, value] of chosen.entries()) {
              possible[index]?.add(value);
            }
          }
          return;
        }
        for (const value of choices[at] ?? []) {
          fill(at + 1, [...chosen, value]);
        }
      };
      fill(0, []);
      shown.forEach((count, index) => {
        if (count === 'fewer_than_5') {
          expect(possible[index]?.size, `${values.join(',')} → ${shown.join(',')}`).toBeGreaterThan(1);
        }
      });
    }
  });
});
