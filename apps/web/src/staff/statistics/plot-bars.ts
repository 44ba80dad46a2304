import type { StatisticCount } from '@jamstalldhet/contract';
import { barX, plot, text } from '@observablehq/plot';
import { countText, numberText } from './statistics-format';

// The statistics' bar charts, drawn by Observable Plot as SVG (issue 26). This module is the
// only one that imports Plot: the chart component loads it when a chart is first shown, so
// Plot and its part of d3 come in a chunk of their own, on the statistics page only.

/** One row of a chart: a label (an organisation, an option, a month) and one or two counts. */
export interface ChartRow {
  label: string;
  /** Drawn solid. */
  first: StatisticCount;
  /** Drawn as an outline below the first, in a chart of two series (the months'). */
  second?: StatisticCount;
}

/** The class of every chart's SVG, which the site's stylesheet styles (no inline style). */
export const CHART_CLASS = 'web-statistics-chart';

const LABEL_LINE = 20;
const BAR = 16;
const GAP = 2;

interface Placed {
  key: string;
  label: string;
  count: StatisticCount;
  length: number;
}

/**
 * A horizontal bar chart, each row's label above its bar (so long names need no margin and the
 * chart works 320 px wide), its count written at the bar's end: the number, or "färre än 5" /
 * "dolt" where the count is held back (no bar is drawn for it). A second series is an outline,
 * so the two differ by more than colour.
 */
export function barChart(
  rows: readonly ChartRow[],
  options: { width: number; label: string },
): SVGSVGElement {
  const twoSeries = rows.some((row) => row.second !== undefined);
  const rowHeight = LABEL_LINE + BAR + GAP + (twoSeries ? BAR + GAP : 0);
  const keys = rows.map((_, index) => String(index));
  const placed = (series: 'first' | 'second'): Placed[] =>
    rows.flatMap((row, index) => {
      const count = row[series];
      return count === undefined
        ? []
        : [{ key: String(index), label: row.label, count, length: typeof count === 'number' ? count : 0 }];
    });
  const first = placed('first');
  const second = placed('second');
  const largest = Math.max(1, ...[...first, ...second].map((bar) => bar.length));
  // Offsets from the middle of a row: the label's line, then each series' bar.
  const middle = rowHeight / 2;
  const firstTop = LABEL_LINE;
  const secondTop = LABEL_LINE + BAR + GAP;
  const countMarks = (bars: Placed[], top: number) =>
    text(bars, {
      className: `${CHART_CLASS}__counts`,
      x: 'length',
      y: 'key',
      text: (bar: Placed) => countText(bar.count),
      dx: 4,
      dy: top + BAR / 2 - middle,
      textAnchor: 'start',
      fill: 'currentColor',
    });
  const svg = plot({
    className: CHART_CLASS,
    width: options.width,
    height: rows.length * rowHeight + 40,
    marginLeft: 4,
    marginRight: 72,
    marginTop: 4,
    marginBottom: 36,
    ariaLabel: options.label,
    x: {
      domain: [0, largest],
      nice: true,
      grid: true,
      label: 'Antal',
      labelAnchor: 'right',
      labelArrow: 'none',
      ticks: Math.max(2, Math.min(8, Math.floor(options.width / 80))),
      tickFormat: (value: number) => (Number.isInteger(value) ? numberText(value) : ''),
    },
    y: { domain: keys, axis: null, padding: 0 },
    marks: [
      barX(first, {
        x: 'length',
        y: 'key',
        insetTop: firstTop,
        insetBottom: rowHeight - firstTop - BAR,
        fill: 'currentColor',
      }),
      barX(second, {
        x: 'length',
        y: 'key',
        insetTop: secondTop,
        insetBottom: rowHeight - secondTop - BAR,
        fill: 'white',
        stroke: 'currentColor',
        strokeWidth: 2,
      }),
      text(first, {
        className: `${CHART_CLASS}__labels`,
        x: 0,
        y: 'key',
        text: 'label',
        dy: LABEL_LINE / 2 - middle,
        textAnchor: 'start',
        fontWeight: 'bold',
        fill: 'currentColor',
      }),
      countMarks(first, firstTop),
      countMarks(second, secondTop),
    ],
  }) as SVGSVGElement;
  // Plot writes its default look as a <style> element inside the chart; the site's
  // Content-Security-Policy allows no inline style, and the stylesheet has the same rules.
  for (const style of svg.querySelectorAll('style')) {
    style.remove();
  }
  // Plot names each mark's group ("bar", "text"); inside an image those names are never read,
  // and a name on a group without a role is not allowed (axe: aria-prohibited-attr).
  for (const named of svg.querySelectorAll('[aria-label]')) {
    named.removeAttribute('aria-label');
  }
  return svg;
}
