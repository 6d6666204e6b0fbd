import { CHART, type ChartPoint, chartGeometry, formatDay } from './price-chart.ts';

/**
 * A step chart of a price (or a rate) over time as server-written SVG, with its values in a
 * table for those who cannot see it (decision 040). With one point there is no line to draw:
 * the caller says so instead.
 */
export function PriceHistoryChart({
  points,
  title,
  format,
  testId,
}: {
  points: readonly ChartPoint[];
  title: string;
  format: (value: number) => string;
  testId: string;
}) {
  const geometry = chartGeometry(points);
  return (
    <figure className="mt-2" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3 text-xs text-stone">
        <span>{title}</span>
        <span>
          {format(geometry.min)}
          {geometry.max !== geometry.min ? ` – ${format(geometry.max)}` : ''}
        </span>
      </div>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="mt-1 h-auto w-full text-gold"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={CHART.left} x2={CHART.right} y1={CHART.bottom + 6} y2={CHART.bottom + 6} className="stroke-line" />
        <path d={geometry.path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        {geometry.dots.map((dot, i) => (
          <circle key={i} cx={dot.x} cy={dot.y} r="3" fill="currentColor" />
        ))}
        <text x={CHART.left} y={CHART.height - 4} className="fill-stone text-[11px]">
          {formatDay(points[0]!.date)}
        </text>
        <text x={CHART.right} y={CHART.height - 4} textAnchor="end" className="fill-stone text-[11px]">
          {formatDay(points.at(-1)!.date)}
        </text>
      </svg>
      <figcaption>
        <details className="text-xs text-stone">
          <summary className="cursor-pointer py-1">{title}: every change</summary>
          <table className="mt-1 w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date} className="border-t border-line">
                  <td className="py-1">{formatDay(point.date)}</td>
                  <td className="py-1 text-right">{format(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
