import { type ReactNode, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/*
 * One dashboard chart: a heading, the drawing in a box of fixed height, and the same figures as
 * a table under "Show the figures" for screen readers, keyboard users and anyone who wants the
 * numbers. The box is `role="img"` named by a sentence summing the chart up, so assistive
 * technology reads that rather than the SVG's pieces.
 *
 * The drawing (Recharts, loaded on demand) appears only in the browser once the page is
 * hydrated: Recharts measures its box, which the server cannot. Until then the box is empty at
 * its final height (a class: the page's CSP allows no style attributes in the HTML), so nothing
 * moves when it arrives.
 */
export function ChartFigure(props: {
  id: string;
  title: string;
  /** What the chart shows, in one or two sentences (the box's accessible name). */
  summary: string;
  drawing: ReactNode;
  /** The figures as a <table>. */
  figures: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby={props.id} className="min-w-0 rounded-md border border-line bg-white p-5">
      <h3 id={props.id} className="text-xs font-medium tracking-wide text-stone uppercase">
        {props.title}
      </h3>
      <div role="img" aria-label={props.summary} className="mt-4 h-64 w-full overflow-hidden">
        {hydrated ? <Suspense fallback={null}>{props.drawing}</Suspense> : null}
      </div>
      <details className="mt-3 text-sm">
        <summary className="link-underline w-fit cursor-pointer text-graphite">Show the figures</summary>
        {/* Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too. */}
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={`${props.title}: the figures`}>
          {props.figures}
        </div>
      </details>
    </section>
  );
}

/** A chart's figures: a header row and one row per entry, numbers right-aligned. */
export function FiguresTable(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <table className="w-full border-collapse text-left text-xs sm:text-sm">
      <caption className="sr-only">{props.caption}</caption>
      <thead className="bg-pearl text-stone">
        <tr>
          {props.columns.map((column, index) => (
            <th key={column} scope="col" className={`px-2 py-1.5 font-medium ${index > 0 ? 'text-right' : ''}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row[0]} className="border-t border-line">
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="px-2 py-1.5 font-normal whitespace-nowrap text-ink">
                  {cell}
                </th>
              ) : (
                <td key={index} className="px-2 py-1.5 text-right whitespace-nowrap text-graphite figures">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
