import { Button } from '@jamstalldhet/blocks';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { chartFile, saveFile } from './chart-file';
import type { ChartRow } from './plot-bars';

// Narrower than this the chart scrolls with the page rather than squeeze its labels; a browser
// that cannot measure (or lays nothing out) gets a common width.
const MIN_WIDTH = 280;
const FALLBACK_WIDTH = 640;

export interface StatisticsChartProps {
  /** The rows, made once per answer (a new list draws the chart again). */
  rows: readonly ChartRow[];
  /** What the chart shows, the figure's caption and its name. */
  title: string;
  /** A sentence on how to read it, and where its numbers are. */
  description: string;
  /** The file name the chart is saved under, without `.svg`. */
  fileName: string;
  /** What the chart is called on its download button: 'diagrammet per månad'. */
  downloadName: string;
  /** A key to the series, for a chart of two. */
  legend?: ReactNode;
}

/**
 * A bar chart of the statistics in a figure with its caption, drawn as SVG by Observable Plot
 * (loaded with the first chart) at the width there is, and saved as an SVG file on request. The
 * numbers are in the table beside it as well: the chart is never the only way to them.
 */
export function StatisticsChart({
  rows,
  title,
  description,
  fileName,
  downloadName,
  legend,
}: StatisticsChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [chart, setChart] = useState<SVGSVGElement | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) {
      return;
    }
    const measured = (width: number) => setWidth(Math.max(MIN_WIDTH, Math.floor(width) || FALLBACK_WIDTH));
    if (typeof ResizeObserver === 'undefined') {
      measured(element.clientWidth);
      return;
    }
    const observer = new ResizeObserver(([entry]) => measured(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (width === 0) {
      return;
    }
    let current = true;
    import('./plot-bars')
      .then(({ barChart }) => {
        const element = frame.current;
        if (!current || !element) {
          return;
        }
        const svg = barChart(rows, { width, label: title });
        svg.setAttribute('role', 'img');
        svg.setAttribute('aria-labelledby', titleId);
        svg.setAttribute('aria-describedby', descriptionId);
        element.replaceChildren(svg);
        setChart(svg);
        setFailed(false);
      })
      .catch(() => {
        if (current) {
          setFailed(true);
        }
      });
    return () => {
      current = false;
    };
  }, [rows, width, title, titleId, descriptionId]);

  return (
    <figure className="web-statistics-figure">
      <figcaption>
        <span id={titleId} className="web-statistics-figure__title">
          {title}
        </span>{' '}
        <span id={descriptionId}>{description}</span>
      </figcaption>
      {legend}
      <div ref={frame} className="web-statistics-figure__chart" />
      {failed && <p>Diagrammet kunde inte visas. Siffrorna finns i tabellen.</p>}
      {chart && (
        <div className="web-staff-actions">
          <Button
            variant="secondary"
            aria-describedby={titleId}
            onClick={() => saveFile(`${fileName}.svg`, chartFile(chart, title, description), 'image/svg+xml')}
          >
            Ladda ner {downloadName} som SVG
          </Button>
        </div>
      )}
    </figure>
  );
}
