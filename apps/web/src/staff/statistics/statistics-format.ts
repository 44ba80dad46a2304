import { formatSwedishMonth } from '@jamstalldhet/blocks/engine';
import { STATISTIC_COUNT_TEXTS, type StatisticCount, sharePercentText } from '@jamstalldhet/contract';

const NUMBER = new Intl.NumberFormat('sv-SE');

/** A number as the page writes it, in Swedish: '1 234'. */
export function numberText(value: number): string {
  return NUMBER.format(value);
}

/** A count as the page shows it: the number in Swedish, or why it is held back. */
export function countText(count: StatisticCount): string {
  return typeof count === 'number' ? NUMBER.format(count) : STATISTIC_COUNT_TEXTS[count];
}

/** A share as whole percent, e.g. '42 %'; a dash when it is not shown. */
export function shareText(share: number | null): string {
  return share === null ? '–' : sharePercentText(share);
}

/** `2026-03` as 'mars 2026'. */
export const monthText = formatSwedishMonth;

/** A period of months as 'januari–november 2026', 'mars 2025–februari 2026' or 'maj 2026'. */
export function periodText(from: string, to: string): string {
  if (from === to) {
    return monthText(from);
  }
  const [fromYear] = from.split('-');
  const [toYear] = to.split('-');
  return fromYear === toYear
    ? `${monthText(from).split(' ')[0]}–${monthText(to)}`
    : `${monthText(from)}–${monthText(to)}`;
}

/** A time in whole units, the two largest: '3 dagar 4 timmar', '25 minuter', 'under en minut'. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const unit = (value: number, one: string, many: string) =>
    `${NUMBER.format(value)} ${value === 1 ? one : many}`;
  if (days > 0) {
    return [unit(days, 'dag', 'dagar'), hours % 24 > 0 ? unit(hours % 24, 'timme', 'timmar') : '']
      .filter(Boolean)
      .join(' ');
  }
  if (hours > 0) {
    return [unit(hours, 'timme', 'timmar'), minutes % 60 > 0 ? unit(minutes % 60, 'minut', 'minuter') : '']
      .filter(Boolean)
      .join(' ');
  }
  return minutes > 0 ? unit(minutes, 'minut', 'minuter') : 'under en minut';
}
