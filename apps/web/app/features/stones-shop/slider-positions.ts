/*
 * Where a two-thumb slider's thumbs and filled track sit, as classes: the server's HTML may not
 * carry style attributes (the Content-Security-Policy refuses them), so before the scripts arrive
 * the slider is drawn with a fixed set of position classes, whole percents and tenths of one
 * (`left-[41%] ml-[0.1%]`: a margin in percent is of the same width as the offset), generated for
 * Tailwind by the `@source inline(…)` lines of app.css. The geometry is Radix Slider's, which
 * takes over once the scripts run, so hydration moves nothing:
 *   - the filled track runs from the lower value's percent to the higher's, of the whole track;
 *   - a thumb's centre runs over the track less half a thumb at each end (Radix's "in bounds"
 *     offset), so the thumbs sit in a box inset by half a thumb, at their percent of its width.
 */

/** A value's place on a slider from `min` to `max`, in percent (as Radix Slider computes it). */
export function percentOf(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

function split(percent: number): { whole: number; tenth: number } {
  const tenths = Math.round(Math.min(100, Math.max(0, percent)) * 10);
  return { whole: Math.floor(tenths / 10), tenth: tenths % 10 };
}

/** Classes that put an absolutely placed box's start edge `percent` of the way along. */
export function startAt(percent: number): string {
  const { whole, tenth } = split(percent);
  return tenth === 0 ? `left-[${whole}%]` : `left-[${whole}%] ml-[0.${tenth}%]`;
}

/** Classes that put an absolutely placed box's end edge `percent` of the way along. */
export function endAt(percent: number): string {
  const { whole, tenth } = split(100 - percent);
  return tenth === 0 ? `right-[${whole}%]` : `right-[${whole}%] mr-[0.${tenth}%]`;
}
