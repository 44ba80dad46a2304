// The two series of a chart as it draws them: the first solid, the second an outline (so the
// two differ by more than colour).
const SWATCHES = [
  { fill: 'currentColor', stroke: undefined },
  { fill: 'white', stroke: 'currentColor' },
] as const;

/** The key to a chart of two series: the solid one's name, then the outlined one's. */
export function ChartLegend({ names }: { names: readonly [string, string] }) {
  return (
    <ul className="web-statistics-legend">
      {names.map((name, index) => (
        <li key={name}>
          <svg
            aria-hidden="true"
            width="24"
            height="14"
            viewBox="0 0 24 14"
            className="web-statistics-legend__swatch"
          >
            <rect
              x="1"
              y="1"
              width="22"
              height="12"
              fill={SWATCHES[index]?.fill}
              stroke={SWATCHES[index]?.stroke}
              strokeWidth="2"
            />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
