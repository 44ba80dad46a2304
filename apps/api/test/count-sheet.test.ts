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

  it('holds back the smallest other part when the total less the parts shown gives a small one', () => {
    expect(protectedSum(30, [12, 3, 9, 6])).toEqual([30, 12, 'fewer_than_5', 9, 'hidden']);
  });

  it('never holds back a zero for it: a zero held back beside a small count would tell the count', () => {
    expect(protectedSum(9, [7, 2, 0])).toEqual([9, 'hidden', 'fewer_than_5', 0]);
  });

  it('holds back more while the counts shown still bound a small count tighter than 1–4', () => {
    // 6 = 5 + 1: the 5 held back would still leave the small count at most 1 (the reader knows
    // it is 5 or more), so the total goes instead.
    expect(protectedSum(6, [5, 1, 0])).toEqual(['hidden', 5, 'fewer_than_5', 0]);
    // 20 = 12 + 6 + 2: the 6 held back would leave the small count 20 - 12 - (5 or more), at
    // most 3; the 12 held back leaves it at most 9: anything from 1 to 4.
    expect(protectedSum(20, [12, 6, 2])).toEqual([20, 'hidden', 6, 'fewer_than_5']);
    // 30 = 17 + 11 + 2: the 11, the smallest part that is enough.
    expect(protectedSum(30, [17, 11, 2])).toEqual([30, 17, 'hidden', 'fewer_than_5']);
  });

  it('leaves a sum alone when its small counts cannot be narrowed down', () => {
    expect(protectedSum(20, [2, 3, 15])).toEqual([20, 'fewer_than_5', 'fewer_than_5', 15]);
    expect(protectedSum(40, [40, 0])).toEqual([40, 40, 0]);
    expect(protectedSum(3, [3, 0])).toEqual(['fewer_than_5', 'fewer_than_5', 0]);
  });

  it('holds back a count that caps one held back, as the evaluations cap the answers to a question', () => {
    const sheet = new CountSheet();
    const evaluations = sheet.count(7);
    const answered = sheet.count(7);
    const options = [sheet.count(5), sheet.count(2)];
    sheet.sum(answered, options);
    sheet.atMost(answered, evaluations);
    const shown = sheet.protect();
    // The answers (7 = 5 + 2) are held back; 7 evaluations shown would cap them at 7, and the 2 at 2.
    expect([evaluations, answered, ...options].map(shown)).toEqual(['hidden', 'hidden', 5, 'fewer_than_5']);
  });

  it('follows a count held back into every sum it is part of, until none gives one away', () => {
    // A year's completions (30) are the sum of two months and of two organisations. The small
    // month (3) holds back the other month; that month's own sum of passed and not passed
    // then has one count held back and shows its small part's complement: it goes too.
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
    expect([shown(januaryPassed), shown(januaryFailed)]).toEqual([20, 7]);
    expect([shown(februaryPassed), shown(februaryFailed)]).toEqual(['fewer_than_5', 'fewer_than_5']);
  });
});
