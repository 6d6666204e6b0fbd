/*
 * A dot of a colour known only at run time (a metal's swatch), without a style attribute: the
 * page's Content-Security-Policy refuses inline styles in the HTML. The colour goes into SVG's
 * `color` presentation attribute, which CSP does not govern, and the class paints the box with
 * `currentColor` (bg-current, or a gradient that uses it).
 */
export function ColourDot({ colour, className }: { colour: string; className: string }) {
  return <svg aria-hidden="true" focusable="false" color={colour} className={`bg-current ${className}`} />;
}
